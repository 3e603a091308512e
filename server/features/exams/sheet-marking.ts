import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examQuestions, examSheetAnswers, examSheets, exams, wrongQuestions } from '../../db/schema';
import { QuestionType } from '../../../shared/question-format';
import { isWrong, markAnswer } from './answer-marking';
import { enqueueProgrammingAnswers, type ProgrammingAnswer } from './judged-answers';
import { recomputeSheetTotals } from './sheet-rules';

/*
 * What happens once a sheet is submitted (by the student, or automatically at its deadline):
 * every frozen question gets an answer row (empty when unanswered), objective answers are marked,
 * wrongly answered ones land in the student's wrong-question book, and the sheet totals are
 * recomputed by the one shared rule; programming answers with code are queued for the judge
 * (judged-answers.ts) and scored when their verdicts arrive. Only the caller that moved the sheet out of `answering`
 * (one conditional UPDATE) marks it, so two submissions never mark twice.
 */

/** Marks sheets that were just submitted. */
export async function markSheets(db: Db, sheetIds: readonly number[]): Promise<void> {
  if (!sheetIds.length) return;
  const sheets = await db
    .select({ id: examSheets.id, examId: examSheets.examId, studentId: examSheets.studentId, schoolId: examSheets.schoolId, partialCredit: exams.partialCredit })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(inArray(examSheets.id, [...sheetIds]));
  const examIds = [...new Set(sheets.map((s) => s.examId))];
  const frozen = await db.select().from(examQuestions).where(inArray(examQuestions.examId, examIds));
  const answers = await db.select({ sheetId: examSheetAnswers.sheetId, position: examSheetAnswers.position, response: examSheetAnswers.response, language: examSheetAnswers.language }).from(examSheetAnswers).where(inArray(examSheetAnswers.sheetId, [...sheetIds]));
  const given = new Map(answers.map((a) => [`${a.sheetId}:${a.position}`, a]));
  const rows: (typeof examSheetAnswers.$inferInsert)[] = [];
  const wrong: (typeof wrongQuestions.$inferInsert)[] = [];
  const judged: ProgrammingAnswer[] = [];
  const now = new Date();
  for (const sheet of sheets) {
    for (const q of frozen.filter((f) => f.examId === sheet.examId)) {
      const answer = given.get(`${sheet.id}:${q.position}`);
      const response = answer?.response ?? '';
      let autoScore = markAnswer(q, response, sheet.partialCredit);
      if (q.type === QuestionType.programming) {
        // Code goes to the judge queue (scored when its verdict arrives); no code scores 0 at once.
        if (!response.trim()) autoScore = 0;
        else if (q.ojProblemId !== null && answer?.language) judged.push({ sheetId: sheet.id, position: q.position, schoolId: sheet.schoolId, studentId: sheet.studentId, problemId: q.ojProblemId, language: answer.language, source: response });
      }
      rows.push({ sheetId: sheet.id, position: q.position, questionId: q.questionId, response, autoScore });
      if (isWrong(q, autoScore)) wrong.push({ studentId: sheet.studentId, questionId: q.questionId, schoolId: sheet.schoolId, lastExamId: sheet.examId, lastResponse: response, lastWrongAt: now });
    }
  }
  // Large exams mark in slices so one statement never carries tens of thousands of parameters.
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(examSheetAnswers)
      .values(rows.slice(i, i + 2000))
      .onConflictDoUpdate({ target: [examSheetAnswers.sheetId, examSheetAnswers.position], set: { autoScore: sql`excluded.auto_score` } });
  }
  for (let i = 0; i < wrong.length; i += 2000) {
    await db
      .insert(wrongQuestions)
      .values(wrong.slice(i, i + 2000))
      .onConflictDoUpdate({
        target: [wrongQuestions.studentId, wrongQuestions.questionId],
        // Answered wrongly again: back in the book even if it had been marked mastered.
        set: { wrongCount: sql`${wrongQuestions.wrongCount} + 1`, lastWrongAt: sql`excluded.last_wrong_at`, lastExamId: sql`excluded.last_exam_id`, lastResponse: sql`excluded.last_response`, mastered: false, masteredAt: null },
      });
  }
  await enqueueProgrammingAnswers(db, judged);
  await recomputeSheetTotals(db, sheetIds);
}

/**
 * Submits (as `auto`) every sheet still being answered past its deadline, narrowed by `where`
 * (one student, one sheet, or none for a sweep). There is no timer per sheet: reads of a sheet
 * or of the student's lists call this first. The conditional UPDATE picks each sheet once.
 */
export async function autoSubmitDue(db: Db, where?: SQL, now = new Date()): Promise<number[]> {
  const due = await db
    .update(examSheets)
    .set({ state: 'submitted', submittedBy: 'auto', submittedAt: sql`${examSheets.deadline}` })
    .where(and(eq(examSheets.state, 'answering'), lte(examSheets.deadline, now), where))
    .returning({ id: examSheets.id });
  const ids = due.map((d) => d.id);
  await markSheets(db, ids);
  return ids;
}
