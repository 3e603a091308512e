import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, classes, examSheetAnswers, examSheets, students } from '../../db/schema';
import { sitsExam, type ExamRow } from './exam-access';
import { examQuestionList, examSummaries } from './exam-model';
import { answerScore } from './sheet-rules';
import { settleExam } from './judged-answers';

/*
 * Results of an exam for the teacher: one row per student who sits it (practices: their best
 * attempt), ranked with ties sharing a place, each question's correct rate and the score
 * distribution by tenths of the full score.
 */

type SheetRow = typeof examSheets.$inferSelect;

const submitted = (s: SheetRow) => s.state !== 'answering';

/** A student's sheet that counts: the best submitted attempt, else the one still being answered. */
function countingSheet(sheets: SheetRow[]): SheetRow | undefined {
  const done = sheets.filter(submitted).sort((a, b) => b.totalScore - a.totalScore || a.attempt - b.attempt);
  return done[0] ?? sheets[0];
}

/** Competition ranking: equal totals share a place, the next place skips (1, 1, 3). */
export function rankTotals(totals: number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other > total).length);
}

export function distribution(totals: number[], fullScore: number): { label: string; count: number }[] {
  const full = fullScore > 0 ? fullScore : Math.max(1, ...totals);
  return Array.from({ length: 10 }, (_, i) => {
    const lo = (full * i) / 10;
    const hi = (full * (i + 1)) / 10;
    const fmt = (n: number) => String(Math.round(n * 10) / 10);
    const count = totals.filter((t) => (i === 9 ? t >= lo : t >= lo && t < hi)).length;
    return { label: `${fmt(lo)}-${fmt(hi)}`, count };
  });
}

export async function examResult(db: Db, exam: ExamRow) {
  await settleExam(db, exam.id);
  const people = await db
    .select({ id: students.id, realName: students.realName, userName: students.userName, className: classes.name, campusName: campuses.name })
    .from(students)
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(sitsExam(exam.id, exam.schoolId))
    .orderBy(asc(students.id));
  const sheets = await db.select().from(examSheets).where(eq(examSheets.examId, exam.id)).orderBy(asc(examSheets.attempt));
  const byStudent = new Map<number, SheetRow[]>();
  for (const s of sheets) byStudent.set(s.studentId, [...(byStudent.get(s.studentId) ?? []), s]);
  // Students who answered and were unassigned later still appear with their sheet.
  const missing = [...byStudent.keys()].filter((id) => !people.some((p) => p.id === id));
  if (missing.length) {
    people.push(
      ...(await db
        .select({ id: students.id, realName: students.realName, userName: students.userName, className: classes.name, campusName: campuses.name })
        .from(students)
        .leftJoin(classes, eq(classes.id, students.classId))
        .leftJoin(campuses, eq(campuses.id, students.campusId))
        .where(and(inArray(students.id, missing), eq(students.schoolId, exam.schoolId)))),
    );
  }
  const rows = people.map((p) => {
    const all = byStudent.get(p.id) ?? [];
    const sheet = countingSheet(all);
    return {
      sheetId: sheet?.id ?? null,
      studentId: p.id,
      realName: p.realName,
      userName: p.userName,
      className: p.className,
      campusName: p.campusName,
      state: sheet ? sheet.state : ('absent' as const),
      autoScore: sheet?.autoScore ?? 0,
      manualScore: sheet?.manualScore ?? 0,
      totalScore: sheet?.totalScore ?? 0,
      startedAt: sheet?.startedAt ?? null,
      submittedAt: sheet?.submittedAt ?? null,
      attempts: all.length,
      switchCount: sheet?.switchCount ?? 0,
      remark: sheet?.remark ?? null,
      coins: sheet?.coins ?? 0,
      ranked: Boolean(sheet && submitted(sheet)),
    };
  });
  const rankedTotals = rows.filter((r) => r.ranked).map((r) => r.totalScore);
  const ranks = rankTotals(rankedTotals);
  let k = 0;
  const withRank = rows.map(({ ranked, ...r }) => ({ ...r, rank: ranked ? ranks[k++] : null }));
  withRank.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.studentId - b.studentId);

  const countedSheetIds = rows.filter((r) => r.ranked && r.sheetId !== null).map((r) => r.sheetId!);
  const questionsList = await examQuestionList(db, exam);
  const answers = countedSheetIds.length
    ? await db.select({ position: examSheetAnswers.position, autoScore: examSheetAnswers.autoScore, manualScore: examSheetAnswers.manualScore }).from(examSheetAnswers).where(inArray(examSheetAnswers.sheetId, countedSheetIds))
    : [];
  const questions = questionsList.map((q) => {
    const marked = answers.filter((a) => a.position === q.position && (a.autoScore !== null || a.manualScore !== null));
    const scores = marked.map(answerScore);
    const correctCount = scores.filter((s) => s >= q.score).length;
    return {
      position: q.position,
      title: q.title,
      type: q.type,
      score: q.score,
      answeredCount: marked.length,
      correctCount,
      averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : 0,
      correctRate: scores.length ? correctCount / scores.length : 0,
    };
  });
  const [summary] = await examSummaries(db, [exam]);
  const total = rankedTotals.reduce((a, b) => a + b, 0);
  return {
    exam: summary,
    ranking: withRank,
    questions,
    distribution: distribution(rankedTotals, exam.fullScore),
    averageScore: rankedTotals.length ? Math.round((total / rankedTotals.length) * 10) / 10 : 0,
    maxScore: rankedTotals.length ? Math.max(...rankedTotals) : 0,
    minScore: rankedTotals.length ? Math.min(...rankedTotals) : 0,
    passRate: rankedTotals.length ? rankedTotals.filter((t) => t >= exam.fullScore * 0.6).length / rankedTotals.length : 0,
  };
}

/** The best submitted sheet of each student of an exam: what results, coins and rankings count. */
export async function countingSheets(db: Db, examId: number): Promise<SheetRow[]> {
  const sheets = await db.select().from(examSheets).where(and(eq(examSheets.examId, examId), ne(examSheets.state, 'answering')));
  const byStudent = new Map<number, SheetRow[]>();
  for (const s of sheets) byStudent.set(s.studentId, [...(byStudent.get(s.studentId) ?? []), s]);
  return [...byStudent.values()].map((list) => countingSheet(list)!);
}
