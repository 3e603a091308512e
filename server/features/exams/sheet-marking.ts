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

/** Rows written by one marking statement. */
const markingSlice = 5000;

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
  // 500 sheets of 50 questions are 25 000 rows: each slice goes as one JSON parameter (a statement
  // with a parameter per value takes longer to build and bind than to run).
  for (let i = 0; i < rows.length; i += markingSlice) {
    const slice = rows.slice(i, i + markingSlice).map((r) => ({ s: r.sheetId, p: r.position, q: r.questionId, r: r.response, a: r.autoScore }));
    await db.execute(sql`
      insert into exam_sheet_answers (sheet_id, position, question_id, response, auto_score)
      select s, p, q, r, a from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as x(s integer, p integer, q integer, r text, a double precision)
      on conflict (sheet_id, position) do update set auto_score = excluded.auto_score`);
  }
  // One statement may touch a book entry once: a question wrong in two sheets of one sweep counts once.
  const book = [...new Map(wrong.map((w) => [`${w.studentId}:${w.questionId}`, w])).values()];
  for (let i = 0; i < book.length; i += markingSlice) {
    const slice = book.slice(i, i + markingSlice).map((w) => ({ s: w.studentId, q: w.questionId, k: w.schoolId, e: w.lastExamId, r: w.lastResponse }));
    // Answered wrongly again: back in the book even if it had been marked mastered.
    await db.execute(sql`
      insert into wrong_questions (student_id, question_id, school_id, last_exam_id, last_response, last_wrong_at)
      select s, q, k, e, r, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as x(s integer, q integer, k integer, e integer, r text)
      on conflict (student_id, question_id) do update set wrong_count = wrong_questions.wrong_count + 1, last_wrong_at = excluded.last_wrong_at,
        last_exam_id = excluded.last_exam_id, last_response = excluded.last_response, mastered = false, mastered_at = null`);
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
