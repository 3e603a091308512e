import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { classes, paperQuestions, paperSections, papers, questionBanks, questions, schools } from '../../server/db/schema';
import { QuestionType } from '../../shared/question-format';

/** The demo school and its class (Python 启蒙一班, three students). */
export async function demoSchool(db: Db) {
  const [school] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
  const [cls] = await db.select().from(classes).where(eq(classes.schoolId, school.id));
  return { school, cls };
}

/**
 * A paper with one question of each kind a teacher mixes: single choice (2), multiple choice (4),
 * true/false (2), fill-in (3), short answer (10). `schoolId` null makes it a platform paper.
 */
export async function seedPaper(db: Db, schoolId: number | null, name = '期中测试卷') {
  const [bank] = await db.insert(questionBanks).values({ schoolId, name: `${name}题库`, postState: 1 }).returning();
  const made = await db
    .insert(questions)
    .values([
      { schoolId, bankId: bank.id, type: QuestionType.single, title: '单选', stem: '1+1=?', options: JSON.stringify([{ key: 'A', text: '1' }, { key: 'B', text: '2' }]), answer: 'B', score: 2 },
      { schoolId, bankId: bank.id, type: QuestionType.multiple, title: '多选', stem: '偶数有', options: JSON.stringify([{ key: 'A', text: '2' }, { key: 'B', text: '3' }, { key: 'C', text: '4' }]), answer: 'A,C', score: 4 },
      { schoolId, bankId: bank.id, type: QuestionType.trueFalse, title: '判断', stem: 'Python 区分大小写', answer: 'true', score: 2 },
      { schoolId, bankId: bank.id, type: QuestionType.fillIn, title: '填空', stem: 'print 的作用是___', answer: '输出|打印', score: 3 },
      { schoolId, bankId: bank.id, type: QuestionType.shortAnswer, title: '简答', stem: '说说循环的用处', answer: '重复执行', score: 10 },
    ])
    .returning();
  const [paper] = await db.insert(papers).values({ schoolId, name, postState: 1, questionCount: made.length, totalScore: made.reduce((s, q) => s + q.score, 0) }).returning();
  const [section] = await db.insert(paperSections).values({ paperId: paper.id, position: 1, title: '试题' }).returning({ id: paperSections.id });
  await db.insert(paperQuestions).values(made.map((q, i) => ({ paperId: paper.id, questionId: q.id, sectionId: section.id, score: q.score, sort: i + 1 })));
  return { paper, questions: made };
}

/** A window that is open now (started a minute ago, ends in two hours). */
export const openWindow = () => ({ startAt: new Date(Date.now() - 60_000).toISOString(), endAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });
/** A window that opens tomorrow. */
export const laterWindow = () => ({ startAt: new Date(Date.now() + 86_400_000).toISOString(), endAt: new Date(Date.now() + 90_000_000).toISOString() });
