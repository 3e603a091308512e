import { eq, inArray, sql } from 'drizzle-orm';
import type { StaffActor } from '../../../auth/actors';
import type { Db } from '../../../db/client';
import { examQuestions, examSheetAnswers, examSheets, exams } from '../../../db/schema';
import { QuestionType, parseOptions } from '../../../../shared/question-format';
import { createExam, publishExam, setExamStudents } from '../../../features/exams/exam-model';
import { markSheets } from '../../../features/exams/sheet-marking';
import { recomputeSheetTotals, sheetDeadline } from '../../../features/exams/sheet-rules';
import type { DemoClass, DemoRandom, DemoSubject } from '../demo-term-context';
import { insertMany, insertManyIds } from './batch-insert';
import type { LearningTerm } from './learning-state';
import { subjectPapers } from './exam-papers';
import { seedOpenExams } from './open-exams';

const hour = 3600_000;
const shortAnswers = ['我会先想清楚要做什么，再一步一步写出来。', '用循环可以少写很多重复的代码，条件判断能让程序做选择。', '先假设第一个是答案，然后一个一个比较，遇到更好的就换掉。', '我想做一个接水果的游戏，小猫左右移动，接到 10 个就赢了。'];
const markerComments = ['思路正确，表达清楚。', '要点基本答到了，再具体一些更好。', '只答出了一部分，课后再想想。', '很有想法！'];

type Frozen = typeof examQuestions.$inferSelect;
type Random = DemoRandom;

/** What a student of a given ability writes for a question: right, half right, or a usual mistake. */
function responseFor(q: Frozen, ability: number, random: Random): string {
  const right = random.next() < ability;
  switch (q.type) {
    case QuestionType.single: {
      const keys = (parseOptions(q.options) ?? []).map((o) => o.key);
      return right ? q.answer : random.pick(keys.filter((k) => k !== q.answer));
    }
    case QuestionType.multiple: {
      const keys = q.answer.split(',');
      if (right) return q.answer;
      const wrongKey = (parseOptions(q.options) ?? []).map((o) => o.key).find((k) => !keys.includes(k)) ?? keys[0];
      return random.chance(0.5) ? keys.slice(0, keys.length - 1).join(',') : [...new Set([...keys.slice(1), wrongKey])].sort().join(',');
    }
    case QuestionType.trueFalse:
      return right ? q.answer : q.answer === 'true' ? 'false' : 'true';
    case QuestionType.fillIn:
      return right ? q.answer.split('\n').map((line) => line.split('|')[0]).join('\n') : random.chance(0.3) ? '' : '不知道';
    default:
      return random.pick(shortAnswers);
  }
}

/** Who sits one exam: a class, or (a year-long large demo) every class of a subject, as a school-wide test. */
interface Sitters {
  name: string;
  subject: DemoSubject;
  classIds: number[];
  studentIds: number[];
}

function sitterGroups(classes: readonly DemoClass[], scale: 'standard' | 'large'): Sitters[] {
  if (scale === 'standard') return classes.map((c) => ({ name: c.name, subject: c.subject, classIds: [c.id], studentIds: c.studentIds }));
  const subjects = [...new Set(classes.map((c) => c.subject))].sort();
  return subjects.map((subject) => {
    const own = classes.filter((c) => c.subject === subject);
    return { name: `全校${own.length}个班`, subject, classIds: own.map((c) => c.id), studentIds: own.flatMap((c) => c.studentIds) };
  });
}

interface Sitting {
  examId: number;
  studentId: number;
  attempt: number;
  startedAt: Date;
  submittedAt: Date;
  deadline: Date;
  ability: number;
}

/**
 * Each class sits a mid-term exam on its subject's paper and works through a practice: the exams
 * are made, given their students and published by the exam model itself (createExam,
 * setExamStudents, publishExam: the frozen questions and full score are the model's); sheets are
 * answered in the exam window and marked by the model's own marking (markSheets: objective
 * answers, wrong-question book, totals); the short answers are marked by hand (a score and a
 * comment, totals recomputed by recomputeSheetTotals) and the results published, the exam coins
 * going through the term's ledger (`exam:<sheet id>`, as publishResults names them). A few
 * students missed the exam (no sheet); a practice may be tried twice.
 */
export async function seedExams(db: Db, term: LearningTerm): Promise<{ sheetCoins: { sheetId: number; key: string }[] }> {
  const { ctx, calendar } = term;
  const random = ctx.random.fork('exams');
  const actor: StaffActor = { kind: 'staff', staffId: ctx.principalId, schoolId: ctx.schoolId, campusId: null, allowed: new Set(), isPrincipal: true };
  const papersOf = new Map<DemoSubject, { examPaperId: number; practicePaperId: number }>();
  for (const subject of [...new Set(ctx.classes.map((c) => c.subject))].sort()) papersOf.set(subject, await subjectPapers(db, ctx.schoolId, subject));
  const sittings: Sitting[] = [];
  const examRows: { id: number; title: string; cls: Sitters; kind: 'exam' | 'practice'; startAt: Date; endAt: Date }[] = [];
  for (const [index, cls] of sitterGroups(ctx.classes, ctx.scale).entries()) {
    if (!cls.studentIds.length) continue;
    const paper = papersOf.get(cls.subject)!;
    const label = cls.subject === 'blocks' ? '图形化' : cls.subject === 'python' ? 'Python' : 'C++';
    const practiceDay = calendar.dayAtShare(0.35) + (index % 3);
    const examDay = calendar.dayAtShare(0.7) + (index % 3);
    for (const kind of ['practice', 'exam'] as const) {
      const day = kind === 'exam' ? examDay : practiceDay;
      const startAt = calendar.at(day, kind === 'exam' ? 18 : 8, kind === 'exam' ? 30 : 0);
      const endAt = new Date(startAt.getTime() + (kind === 'exam' ? 1.5 * hour : 6 * 24 * hour));
      const title = kind === 'exam' ? `${cls.name} ${label}期中测验` : `${cls.name} ${label}随堂练习`;
      const id = await createExam(db, actor, {
        kind,
        paperId: kind === 'exam' ? paper.examPaperId : paper.practicePaperId,
        title,
        description: kind === 'exam' ? '闭卷，40 分钟，请独立完成。' : '课后练习，可以做两次，取最好成绩。',
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
        durationMinutes: kind === 'exam' ? 40 : 20,
        partialCredit: true,
        maxAttempts: kind === 'practice' ? 2 : undefined,
      });
      const [draft] = await db.select().from(exams).where(eq(exams.id, id));
      await setExamStudents(db, actor, draft, { classIds: cls.classIds });
      await publishExam(db, draft);
      examRows.push({ id, title, cls, kind, startAt, endAt });
    }
  }
  await seedOpenExams(db, actor, ctx.today, sitterGroups(ctx.classes, ctx.scale).filter((g) => g.studentIds.length), papersOf);
  for (const exam of examRows) {
    const clock = { state: 'published' as const, startAt: exam.startAt, endAt: exam.endAt, durationMinutes: exam.kind === 'exam' ? 40 : 20, lateMinutes: 0 };
    for (const studentId of exam.cls.studentIds) {
      if (random.chance(exam.kind === 'exam' ? 0.06 : 0.15)) continue;
      const ability = 0.45 + random.next() * 0.5;
      const attempts = exam.kind === 'practice' && random.chance(0.3) ? 2 : 1;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const startedAt = new Date(exam.startAt.getTime() + (exam.kind === 'exam' ? random.int(0, 8) * 60_000 : random.int(1, 100) * hour + attempt * 2 * hour));
        const deadline = sheetDeadline(clock, startedAt);
        const submittedAt = new Date(Math.min(deadline.getTime(), startedAt.getTime() + random.int(12, 38) * 60_000));
        if (submittedAt >= ctx.today) continue;
        sittings.push({ examId: exam.id, studentId, attempt, startedAt, submittedAt, deadline, ability: Math.min(0.97, ability + (attempt - 1) * 0.15) });
      }
    }
  }
  const sheetIds = await insertManyIds(
    db,
    examSheets,
    sittings.map((s) => ({ examId: s.examId, schoolId: ctx.schoolId, studentId: s.studentId, attempt: s.attempt, startedAt: s.startedAt, deadline: s.deadline, submittedAt: s.submittedAt, submittedBy: 'student', state: 'submitted' as const, switchCount: random.chance(0.1) ? 1 : 0, createdAt: s.startedAt })),
  );
  const frozen = await db.select().from(examQuestions).where(inArray(examQuestions.examId, examRows.map((e) => e.id)));
  const answers: (typeof examSheetAnswers.$inferInsert)[] = [];
  sittings.forEach((s, i) => {
    for (const q of frozen.filter((f) => f.examId === s.examId)) {
      answers.push({ sheetId: sheetIds[i], position: q.position, questionId: q.questionId, response: responseFor(q, s.ability, random), updatedAt: s.submittedAt });
    }
  });
  await insertMany(db, examSheetAnswers, answers);
  // The model's own marking at submission. One call never holds two sheets of one student (the
  // wrong-question book takes one row per student and question per statement): sheets are marked
  // in rounds of first attempts of one exam kind, then second attempts, a few hundred at a time.
  for (const round of markingRounds(sittings, sheetIds)) for (let i = 0; i < round.length; i += 500) await markSheets(db, round.slice(i, i + 500));
  // The teacher marks the short answers: a score within the question's and a comment.
  const shortQuestions = frozen.filter((q) => q.type === QuestionType.shortAnswer);
  const handMarked: { sheetId: number; position: number; score: number; comment: string }[] = [];
  sittings.forEach((s, i) => {
    for (const q of shortQuestions.filter((f) => f.examId === s.examId)) {
      const score = Math.round(q.score * Math.min(1, s.ability + random.next() * 0.2));
      handMarked.push({ sheetId: sheetIds[i], position: q.position, score, comment: random.pick(markerComments) });
    }
  });
  for (let i = 0; i < handMarked.length; i += 2000) {
    const slice = handMarked.slice(i, i + 2000);
    const values = sql.join(slice.map((m) => sql`(${m.sheetId}::int, ${m.position}::int, ${m.score}::float8, ${m.comment}::text)`), sql`, `);
    await db.execute(sql`update exam_sheet_answers a set manual_score = v.score, comment = v.comment from (values ${values}) as v(sheet_id, position, score, comment) where a.sheet_id = v.sheet_id and a.position = v.position`);
  }
  for (let i = 0; i < sheetIds.length; i += 2000) await recomputeSheetTotals(db, sheetIds.slice(i, i + 2000));
  // What marking stamps "now" happened on the day the sheet was handed in.
  await db.execute(sql`update wrong_questions w set last_wrong_at = s.submitted_at from exam_sheets s where s.exam_id = w.last_exam_id and s.student_id = w.student_id and s.attempt = (select max(attempt) from exam_sheets x where x.exam_id = s.exam_id and x.student_id = s.student_id) and w.school_id = ${ctx.schoolId}`);
  await db.execute(sql`update exam_sheet_answers a set updated_at = s.submitted_at from exam_sheets s where s.id = a.sheet_id and s.school_id = ${ctx.schoolId}`);
  const sheetCoins: { sheetId: number; key: string }[] = [];
  for (const exam of examRows) {
    const publishedAt = new Date(exam.startAt.getTime() - 3 * 24 * hour);
    const resultsAt = new Date(exam.endAt.getTime() + 20 * hour);
    const published = resultsAt < ctx.today && exam.kind === 'exam';
    await db.update(exams).set({ publishedAt, createdAt: new Date(publishedAt.getTime() - hour), updatedAt: publishedAt, resultsPublishedAt: published ? resultsAt : null, }).where(eq(exams.id, exam.id));
    if (!published) continue;
    // publishResults pays each counted sheet (an exam's one sheet per student) its exam coins.
    sittings.forEach((s, i) => {
      if (s.examId !== exam.id) return;
      sheetCoins.push({ sheetId: sheetIds[i], key: `exam:${sheetIds[i]}` });
      term.coinEvents.push({ studentId: s.studentId, source: 'exam', key: `${sheetIds[i]}`, reason: `考试「${exam.title}」`, rule: 'examCoins', at: resultsAt });
    });
  }
  return { sheetCoins };
}

/** Sheet ids in rounds where each student appears once, in the order the sheets were handed in. */
function markingRounds(sittings: readonly Sitting[], sheetIds: readonly number[]): number[][] {
  const rounds: { ids: number[]; students: Set<number> }[] = [];
  const order = sittings.map((s, i) => ({ s, id: sheetIds[i] })).sort((a, b) => a.s.submittedAt.getTime() - b.s.submittedAt.getTime() || a.id - b.id);
  for (const { s, id } of order) {
    let round = rounds.find((r) => !r.students.has(s.studentId));
    if (!round) rounds.push((round = { ids: [], students: new Set() }));
    round.ids.push(id);
    round.students.add(s.studentId);
  }
  return rounds.map((r) => r.ids);
}

/** Writes on each sheet the coins the ledger paid for it (as publishResults does). */
export async function recordSheetCoins(db: Db, sheetCoins: readonly { sheetId: number; key: string }[], paid: ReadonlyMap<string, number>): Promise<void> {
  const rows = sheetCoins.filter((s) => (paid.get(s.key) ?? 0) > 0);
  for (let i = 0; i < rows.length; i += 2000) {
    const values = sql.join(rows.slice(i, i + 2000).map((s) => sql`(${s.sheetId}::int, ${paid.get(s.key)!}::int)`), sql`, `);
    await db.execute(sql`update exam_sheets e set coins = v.coins from (values ${values}) as v(id, coins) where e.id = v.id`);
  }
}
