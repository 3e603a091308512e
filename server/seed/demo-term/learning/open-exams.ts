import { eq } from 'drizzle-orm';
import type { StaffActor } from '../../../auth/actors';
import type { Db } from '../../../db/client';
import { exams } from '../../../db/schema';
import { createExam, publishExam, setExamStudents } from '../../../features/exams/exam-model';
import type { DemoSubject } from '../demo-term-context';

const hour = 3600_000;

/** Who sits an exam: one class, or at large scale every class of a subject. */
export interface OpenExamSitters {
  name: string;
  subject: DemoSubject;
  classIds: number[];
}

const subjectLabel: Record<DemoSubject, string> = { blocks: '图形化', python: 'Python', cpp: 'C++' };

/**
 * What a student finds to sit when they sign in to the demo: per class an exam whose window is
 * open now (from an hour before the seeding to two days after it, 40 minutes once started) and a
 * practice open for the week, both from the subject's seeded papers, made, given their class and
 * published by the exam model. Nobody has answered them yet. Timed from `today`, the moment of
 * seeding, like the rest of the term.
 */
export async function seedOpenExams(
  db: Db,
  actor: StaffActor,
  today: Date,
  groups: readonly OpenExamSitters[],
  papersOf: ReadonlyMap<DemoSubject, { examPaperId: number; practicePaperId: number }>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const group of groups) {
    const paper = papersOf.get(group.subject)!;
    const label = subjectLabel[group.subject];
    const open = [
      { kind: 'exam' as const, paperId: paper.examPaperId, title: `${group.name} ${label}单元小测`, description: '闭卷，40 分钟，开始后请独立完成。', startAt: new Date(today.getTime() - hour), endAt: new Date(today.getTime() + 48 * hour), durationMinutes: 40 },
      { kind: 'practice' as const, paperId: paper.practicePaperId, title: `${group.name} ${label}课后练习`, description: '本周课后练习，可以做两次，取最好成绩。', startAt: new Date(today.getTime() - 24 * hour), endAt: new Date(today.getTime() + 7 * 24 * hour), durationMinutes: 20, maxAttempts: 2 },
    ];
    for (const exam of open) {
      const id = await createExam(db, actor, { ...exam, startAt: exam.startAt.toISOString(), endAt: exam.endAt.toISOString(), partialCredit: true });
      const [draft] = await db.select().from(exams).where(eq(exams.id, id));
      await setExamStudents(db, actor, draft, { classIds: group.classIds });
      await publishExam(db, draft);
      // Published the day before it opens, as a teacher announces it.
      const publishedAt = new Date(exam.startAt.getTime() - 24 * hour);
      await db.update(exams).set({ publishedAt, createdAt: new Date(publishedAt.getTime() - hour), updatedAt: publishedAt }).where(eq(exams.id, id));
      ids.push(id);
    }
  }
  return ids;
}
