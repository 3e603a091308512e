import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examQuestions, examSheetAnswers, examSheets, ojSubmissions, wrongQuestions } from '../../db/schema';
import type { TestResult } from '../../judge';
import { submissionQueue } from '../../judge-queue/submission-queue';
import { recomputeSheetTotals } from './sheet-rules';

/*
 * Programming answers of exams are judged by the OJ's own queue and sandbox (issue 17): at
 * submission each answer with code becomes an `oj_submissions` row (the student as submitter, so
 * the queue's turn-taking treats an exam like any other work) carrying the sheet id, and the answer
 * keeps its `judgeSubmissionId`. When the verdict is stored the answer gets its automatic score by
 * the exam's frozen rule — the share of tests passed, or all or nothing — and the sheet total is
 * recomputed by the one shared rule. A system error (SE) leaves the answer to the marker.
 *
 * Scoring is idempotent (only answers still without an automatic score are touched), so the judge
 * worker's callback and every read of sheets may both call it: a verdict stored by a worker that
 * died before scoring is picked up by the next read.
 */

export interface ProgrammingAnswer {
  sheetId: number;
  position: number;
  schoolId: number;
  studentId: number;
  problemId: number;
  language: string;
  source: string;
}

/** Queues the programming answers of just-submitted sheets and links each answer to its submission. */
export async function enqueueProgrammingAnswers(db: Db, answers: readonly ProgrammingAnswer[]): Promise<number> {
  for (const a of answers) {
    const row = await submissionQueue.enqueue(db, {
      schoolId: a.schoolId,
      problemId: a.problemId,
      contestId: null,
      examSheetId: a.sheetId,
      submitterKind: 'student',
      submitterId: a.studentId,
      language: a.language,
      source: a.source,
    });
    await db
      .update(examSheetAnswers)
      .set({ judgeSubmissionId: row.id, autoScore: null })
      .where(and(eq(examSheetAnswers.sheetId, a.sheetId), eq(examSheetAnswers.position, a.position)));
  }
  return answers.length;
}

/**
 * Scores judged programming answers that have no automatic score yet, narrowed by `where` on the
 * answers (some sheets, an exam's sheets), and recomputes those sheets. Returns the sheets changed.
 */
export async function scoreJudgedAnswers(db: Db, where?: SQL): Promise<number[]> {
  const scored = await db
    .update(examSheetAnswers)
    .set({
      autoScore: sql`(select case when e.judge_scoring = 'all' then (case when ${ojSubmissions.verdict} = 'AC' then q.score else 0 end)
          else round((q.score * least(greatest(coalesce(${ojSubmissions.score}, 0), 0), 1))::numeric, 2)::float8 end
        from exam_sheets sh join exams e on e.id = sh.exam_id join exam_questions q on q.exam_id = e.id
        where sh.id = ${examSheetAnswers.sheetId} and q.position = ${examSheetAnswers.position})`,
    })
    .from(ojSubmissions)
    .where(
      and(
        eq(ojSubmissions.id, examSheetAnswers.judgeSubmissionId),
        eq(ojSubmissions.status, 'finished'),
        sql`${ojSubmissions.verdict} <> 'SE'`,
        isNull(examSheetAnswers.autoScore),
        isNotNull(examSheetAnswers.judgeSubmissionId),
        where,
      ),
    )
    .returning({ sheetId: examSheetAnswers.sheetId, position: examSheetAnswers.position });
  if (!scored.length) return [];
  const sheetIds = [...new Set(scored.map((s) => s.sheetId))];
  await bookWrongProgramming(db, scored);
  await recomputeSheetTotals(db, sheetIds);
  return sheetIds;
}

/** A programming answer below full marks goes to the wrong-question book like any objective one. */
async function bookWrongProgramming(db: Db, scored: { sheetId: number; position: number }[]) {
  const keys = new Set(scored.map((s) => `${s.sheetId}:${s.position}`));
  const rows = await db
    .select({ sheetId: examSheetAnswers.sheetId, position: examSheetAnswers.position, questionId: examSheetAnswers.questionId, autoScore: examSheetAnswers.autoScore, response: examSheetAnswers.response, full: examQuestions.score, studentId: examSheets.studentId, schoolId: examSheets.schoolId, examId: examSheets.examId })
    .from(examSheetAnswers)
    .innerJoin(examSheets, eq(examSheets.id, examSheetAnswers.sheetId))
    .innerJoin(examQuestions, and(eq(examQuestions.examId, examSheets.examId), eq(examQuestions.position, examSheetAnswers.position)))
    .where(inArray(examSheetAnswers.sheetId, [...new Set(scored.map((s) => s.sheetId))]));
  const now = new Date();
  for (const r of rows.filter((r) => keys.has(`${r.sheetId}:${r.position}`) && r.autoScore !== null && r.autoScore < r.full)) {
    await db
      .insert(wrongQuestions)
      .values({ studentId: r.studentId, questionId: r.questionId, schoolId: r.schoolId, lastExamId: r.examId, lastResponse: r.response, lastWrongAt: now })
      .onConflictDoUpdate({
        target: [wrongQuestions.studentId, wrongQuestions.questionId],
        set: { wrongCount: sql`${wrongQuestions.wrongCount} + 1`, lastWrongAt: sql`excluded.last_wrong_at`, lastExamId: sql`excluded.last_exam_id`, lastResponse: sql`excluded.last_response`, mastered: false, masteredAt: null },
      });
  }
}

/** Scores what the judge has finished for these sheets (reads call this before showing them). */
export const settleSheets = (db: Db, sheetIds: readonly number[]) =>
  sheetIds.length ? scoreJudgedAnswers(db, inArray(examSheetAnswers.sheetId, [...sheetIds])) : Promise.resolve([]);

/** Scores what the judge has finished for every sheet of one exam (results, marking list). */
export const settleExam = (db: Db, examId: number) =>
  scoreJudgedAnswers(db, sql`${examSheetAnswers.sheetId} in (select id from exam_sheets where exam_id = ${examId})`);

/** Scores what the judge has finished for one student's sheets (their lists and records). */
export const settleStudent = (db: Db, studentId: number) =>
  scoreJudgedAnswers(db, sql`${examSheetAnswers.sheetId} in (select id from exam_sheets where student_id = ${studentId})`);

/** The judge worker's callback: a stored verdict of an exam answer scores it at once. */
export function examVerdictHook(db: Db, log?: { error(obj: object, msg: string): void }) {
  return (submission: { id: number; examSheetId: number | null }) => {
    if (submission.examSheetId === null) return;
    void settleSheets(db, [submission.examSheetId]).catch((err) => log?.error({ err, submission: submission.id }, 'scoring an exam answer failed'));
  };
}

export interface AnswerVerdict {
  status: 'queued' | 'judging' | 'finished';
  verdict: string | null;
  /** 0..1: the share of the tests passed (every test is run when the exam scores by share). */
  score: number | null;
  passed: number;
  total: number;
  timeMs: number | null;
  memoryKb: number | null;
  compileMessage: string | null;
  systemMessage: string | null;
  tests: { name: string; verdict: string; timeMs: number; memoryKb: number }[];
}

/** The judge's verdicts of some answers, by submission id, as markers and (after results) students read them. */
export async function answerVerdicts(db: Db, submissionIds: readonly (number | null)[]): Promise<Map<number, AnswerVerdict>> {
  const ids = [...new Set(submissionIds.filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db.select().from(ojSubmissions).where(inArray(ojSubmissions.id, ids));
  return new Map(
    rows.map((r) => {
      const tests = ((r.results ?? []) as TestResult[]).map((t) => ({ name: t.name, verdict: t.verdict, timeMs: t.timeMs, memoryKb: t.memoryKb }));
      return [
        r.id,
        {
          status: r.status,
          verdict: r.verdict,
          score: r.score,
          passed: tests.filter((t) => t.verdict === 'AC').length,
          total: tests.length,
          timeMs: r.timeMs,
          memoryKb: r.memoryKb,
          compileMessage: r.compileMessage,
          systemMessage: r.systemMessage,
          tests,
        },
      ];
    }),
  );
}
