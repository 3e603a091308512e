import { and, count, desc, eq } from 'drizzle-orm';
import type { StudentActor } from '../../auth/actors';
import type { Db } from '../../db/client';
import { exams, questions, wrongQuestions } from '../../db/schema';
import { parseOptions } from '../../../shared/question-format';
import { ApiFailure } from '../../lib/api-failure';
import { ErrorCodes } from '../../../shared/error-codes';
import { markAnswer } from './answer-marking';

/*
 * The wrong-question book (错题本): questions the student answered wrongly land here at marking
 * (sheet-marking.ts). The student practises them again (checked at once, answer shown) and marks
 * them mastered; answering one wrongly in a later exam brings it back.
 */

const notInBook = () => new ApiFailure(ErrorCodes.NotFound, '错题不存在');

export async function wrongBook(db: Db, actor: StudentActor, query: { mastered?: boolean; pageNum?: number; pageSize?: number }) {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = and(eq(wrongQuestions.studentId, actor.studentId), eq(wrongQuestions.schoolId, actor.schoolId), eq(wrongQuestions.mastered, query.mastered ?? false));
  const [total] = await db.select({ n: count() }).from(wrongQuestions).where(where);
  const rows = await db
    .select({ wrong: wrongQuestions, question: questions, examTitle: exams.title })
    .from(wrongQuestions)
    .innerJoin(questions, eq(questions.id, wrongQuestions.questionId))
    .leftJoin(exams, eq(exams.id, wrongQuestions.lastExamId))
    .where(where)
    .orderBy(desc(wrongQuestions.lastWrongAt))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ wrong, question, examTitle }) => ({
      questionId: question.id,
      type: question.type,
      title: question.title,
      stem: question.stem,
      options: parseOptions(question.options) ?? [],
      wrongCount: wrong.wrongCount,
      lastWrongAt: wrong.lastWrongAt,
      lastExamTitle: examTitle,
      lastResponse: wrong.lastResponse,
      mastered: wrong.mastered,
    })),
  };
}

async function inBook(db: Db, actor: StudentActor, questionId: number) {
  const [row] = await db
    .select({ question: questions })
    .from(wrongQuestions)
    .innerJoin(questions, eq(questions.id, wrongQuestions.questionId))
    .where(and(eq(wrongQuestions.studentId, actor.studentId), eq(wrongQuestions.schoolId, actor.schoolId), eq(wrongQuestions.questionId, questionId)));
  if (!row) throw notInBook();
  return row.question;
}

/** Practising a wrong question again: checked at once (objective types), the answer and analysis shown. */
export async function practiseWrong(db: Db, actor: StudentActor, body: { questionId: number; response: string }) {
  const question = await inBook(db, actor, body.questionId);
  const score = markAnswer(question, body.response, false);
  return { correct: score === null ? null : score >= question.score, answer: question.answer, analysis: question.analysis };
}

export async function markMastered(db: Db, actor: StudentActor, body: { questionId: number; mastered: boolean }) {
  await inBook(db, actor, body.questionId);
  await db
    .update(wrongQuestions)
    .set({ mastered: body.mastered, masteredAt: body.mastered ? new Date() : null })
    .where(and(eq(wrongQuestions.studentId, actor.studentId), eq(wrongQuestions.questionId, body.questionId)));
  return { questionId: body.questionId, mastered: body.mastered };
}
