import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, examSheetAnswers, examSheets, exams, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { awardCoins } from '../star-coin/award-coins';
import { refused, schoolExam, sitsExam, type ExamRow } from './exam-access';
import { examQuestionList, examSummaries } from './exam-model';
import { answerVerdicts, settleExam, settleSheets } from './judged-answers';
import { countingSheets } from './result-model';
import { queueExamResultMessages } from '../message-app/business-messages';
import { examStatus, recomputeSheetTotals } from './sheet-rules';

/*
 * Marking (阅卷), publishing results with their star coins, and the scores of offline exams.
 * Every score written here goes through recomputeSheetTotals, which the automatic marking uses
 * too, so a sheet's total is never counted twice.
 */

const sheetNotFound = () => new ApiFailure(ErrorCodes.NotFound, '答卷不存在');
const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** A sheet of the caller's school, with its exam (the action's permission checked on the exam's kind and scope). */
export async function schoolSheet(db: Db, actor: StaffActor, sheetId: number, action: 'mark' | 'results') {
  const [sheet] = await db.select().from(examSheets).where(and(eq(examSheets.id, sheetId), eq(examSheets.schoolId, actor.schoolId))).limit(1);
  if (!sheet) throw sheetNotFound();
  const exam = await schoolExam(db, actor, sheet.examId, action);
  return { sheet, exam };
}

/** A sheet as the marker reads it: every frozen question with the student's answer, scores and comments. */
export async function sheetView(db: Db, exam: ExamRow, examSheet: typeof examSheets.$inferSelect) {
  // Verdicts the judge stored since are scored first, so the marker reads the sheet's current total.
  const sheet = (await settleSheets(db, [examSheet.id])).length ? (await db.select().from(examSheets).where(eq(examSheets.id, examSheet.id)))[0] : examSheet;
  const [person] = await db.select({ realName: students.realName, className: classes.name }).from(students).leftJoin(classes, eq(classes.id, students.classId)).where(eq(students.id, sheet.studentId));
  const questions = await examQuestionList(db, exam);
  const answers = await db.select().from(examSheetAnswers).where(eq(examSheetAnswers.sheetId, sheet.id));
  const byPosition = new Map(answers.map((a) => [a.position, a]));
  const verdicts = await answerVerdicts(db, answers.map((a) => a.judgeSubmissionId));
  const [summary] = await examSummaries(db, [exam]);
  return {
    exam: summary,
    sheetId: sheet.id,
    studentId: sheet.studentId,
    realName: person?.realName ?? '',
    className: person?.className ?? null,
    state: sheet.state,
    autoScore: sheet.autoScore,
    manualScore: sheet.manualScore,
    totalScore: sheet.totalScore,
    startedAt: sheet.startedAt,
    submittedAt: sheet.submittedAt,
    switchCount: sheet.switchCount,
    answers: questions.map((question) => {
      const a = byPosition.get(question.position);
      return { question, response: a?.response ?? null, language: a?.language ?? null, autoScore: a?.autoScore ?? null, manualScore: a?.manualScore ?? null, comment: a?.comment ?? null, judgeSubmissionId: a?.judgeSubmissionId ?? null, judge: a?.judgeSubmissionId ? (verdicts.get(a.judgeSubmissionId) ?? null) : null };
    }),
  };
}

/**
 * The marker's score and comment for one answer: never above the question's score, only on a
 * submitted sheet, and not after the results are out. The marker's score replaces the automatic
 * one (a correction), and the totals are recomputed.
 */
export async function markAnswer(db: Db, exam: ExamRow, sheet: typeof examSheets.$inferSelect, input: { position: number; score: number; comment?: string | null }) {
  if (sheet.state === 'answering') throw refused('学员尚未交卷，不能批改');
  if (exam.resultsPublishedAt) throw refused('成绩已发布，不能再修改分数');
  const question = (await examQuestionList(db, exam)).find((q) => q.position === input.position);
  if (!question) throw refused('题目不存在');
  if (input.score > question.score) throw refused(`得分不能超过本题满分 ${fmt(question.score)} 分`);
  if (input.score < 0) throw refused('得分不能小于 0');
  const comment = input.comment?.trim() || null;
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    await scoped
      .insert(examSheetAnswers)
      .values({ sheetId: sheet.id, position: question.position, questionId: question.questionId, response: '', manualScore: input.score, comment })
      .onConflictDoUpdate({ target: [examSheetAnswers.sheetId, examSheetAnswers.position], set: { manualScore: input.score, comment } });
    await recomputeSheetTotals(scoped, [sheet.id]);
  });
  const [after] = await db.select({ state: examSheets.state, totalScore: examSheets.totalScore }).from(examSheets).where(eq(examSheets.id, sheet.id));
  return { sheetId: sheet.id, ...after };
}

/**
 * Publishes the results once: every submitted sheet must be marked, the exam must be over (an
 * offline exam any time). The campus star rule's exam coins (examGrant) go to each student with a
 * counted sheet in the same transaction, within the daily limit and the points switches; a second
 * publication is refused with StarGrantFailure, so coins are never paid twice.
 */
export async function publishResults(db: Db, exam: ExamRow): Promise<{ coinsGranted: number; studentsPaid: number }> {
  if (exam.state === 'draft') throw refused('考试尚未发布');
  if (exam.kind !== 'offline' && examStatus(exam, new Date()) === 'running') throw refused('考试尚未结束，不能发布成绩');
  if (exam.kind !== 'offline' && examStatus(exam, new Date()) === 'upcoming') throw refused('考试尚未开始，不能发布成绩');
  await settleExam(db, exam.id);
  const [waiting] = await db.select({ n: count() }).from(examSheets).where(and(eq(examSheets.examId, exam.id), eq(examSheets.state, 'submitted')));
  if (Number(waiting?.n)) throw refused(`还有 ${waiting.n} 份答卷未批改完，不能发布成绩`);
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [claimed] = await scoped.update(exams).set({ resultsPublishedAt: new Date() }).where(and(eq(exams.id, exam.id), isNull(exams.resultsPublishedAt))).returning({ id: exams.id });
    if (!claimed) throw new ApiFailure(ErrorCodes.StarGrantFailure, '成绩已发布，星币不会重复发放');
    let coinsGranted = 0;
    let studentsPaid = 0;
    const sheets = await countingSheets(scoped, exam.id);
    await queueExamResultMessages(scoped, exam.schoolId, exam, sheets.map((s) => ({ studentId: s.studentId, score: s.totalScore })));
    for (const sheet of sheets) {
      const { coins } = await awardCoins(scoped, { schoolId: exam.schoolId, studentId: sheet.studentId, source: 'exam', key: `${sheet.id}`, reason: `考试「${exam.title}」`, rule: 'examCoins' });
      if (coins <= 0) continue;
      await scoped.update(examSheets).set({ coins }).where(eq(examSheets.id, sheet.id));
      coinsGranted += coins;
      studentsPaid++;
    }
    return { coinsGranted, studentsPaid };
  });
}

/**
 * Scores of an offline exam typed in (or imported) by the teacher, one sheet per student: only
 * for its students, never above the full score, not after the results are out. A null score
 * removes the student's entry.
 */
export async function saveOfflineScores(db: Db, exam: ExamRow, scores: { studentId: number; score: number | null; remark?: string | null }[]): Promise<number> {
  if (exam.kind !== 'offline') throw refused('只有线下考试可以录入成绩');
  if (exam.state === 'draft') throw refused('请先发布线下考试，再录入成绩');
  if (exam.resultsPublishedAt) throw refused('成绩已发布，不能再修改分数');
  const ids = [...new Set(scores.map((s) => s.studentId))];
  if (ids.length !== scores.length) throw refused('同一学员的成绩只能录入一次');
  const own = ids.length ? await db.select({ id: students.id, realName: students.realName }).from(students).where(and(inArray(students.id, ids), sitsExam(exam.id, exam.schoolId))) : [];
  if (own.length !== ids.length) throw refused('只能为本场考试的考生录入成绩');
  const names = new Map(own.map((s) => [s.id, s.realName]));
  const over = scores.find((s) => s.score !== null && s.score > exam.fullScore);
  if (over) throw refused(`${names.get(over.studentId)}的成绩不能超过满分 ${fmt(exam.fullScore)} 分`);
  const now = new Date();
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    for (const s of scores) {
      if (s.score === null) {
        await scoped.delete(examSheets).where(and(eq(examSheets.examId, exam.id), eq(examSheets.studentId, s.studentId)));
        continue;
      }
      const values = { manualScore: s.score, totalScore: s.score, autoScore: 0, remark: s.remark?.trim() || null, state: 'marked' as const, submittedAt: now, submittedBy: 'teacher' };
      await scoped
        .insert(examSheets)
        .values({ examId: exam.id, schoolId: exam.schoolId, studentId: s.studentId, attempt: 1, ...values })
        .onConflictDoUpdate({ target: [examSheets.examId, examSheets.studentId, examSheets.attempt], set: values });
    }
  });
  const [scored] = await db.select({ n: count() }).from(examSheets).where(eq(examSheets.examId, exam.id));
  return Number(scored?.n ?? 0);
}

/** 考试首页: counts of the school's exams of a scope, what is running or waiting to be marked, what comes next and the latest results. */
export async function examOverview(db: Db, actor: StaffActor, scope: 'school' | 'common') {
  const mine = and(eq(exams.schoolId, actor.schoolId), eq(exams.scope, scope));
  const kinds = await db.select({ kind: exams.kind, n: count() }).from(exams).where(mine).groupBy(exams.kind);
  const countOf = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
  const now = new Date();
  const running = await db.select({ n: count() }).from(exams).where(and(mine, eq(exams.state, 'published'), sql`${exams.startAt} <= ${now}`, sql`${exams.endAt} + make_interval(mins => ${exams.lateMinutes}) > ${now}`));
  const [toMark] = await db.select({ n: count() }).from(examSheets).innerJoin(exams, eq(exams.id, examSheets.examId)).where(and(mine, eq(examSheets.state, 'submitted')));
  const upcoming = await db.select().from(exams).where(and(mine, eq(exams.state, 'published'), gt(exams.startAt, now))).orderBy(asc(exams.startAt)).limit(5);
  const recent = await db.select().from(exams).where(and(mine, ne(exams.state, 'draft'), sql`${exams.endAt} <= ${now}`)).orderBy(desc(exams.endAt)).limit(5);
  return {
    examCount: countOf('exam'),
    practiceCount: countOf('practice'),
    offlineCount: countOf('offline'),
    runningCount: Number(running[0]?.n ?? 0),
    toMarkCount: Number(toMark?.n ?? 0),
    upcoming: await examSummaries(db, upcoming),
    recent: await examSummaries(db, recent),
  };
}
