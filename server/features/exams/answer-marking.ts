import { fillInBlanks, QuestionType } from '../../../shared/question-format';

/*
 * Objective marking of one answer at submission (issue 17): single choice and true/false exact;
 * multiple choice full marks, or half for a correct proper subset when the exam allows partial
 * credit; fill-in per blank. Programming answers are judged, short answers marked by the teacher:
 * they return null (not marked here).
 */

export interface MarkableQuestion {
  type: number;
  answer: string;
  score: number;
}

/** Choice keys as a set, whatever order or case the student sent them in ("c, a" is "A,C"). */
export function choiceKeys(response: string): string[] {
  return [...new Set(response.split(',').map((k) => k.trim().toUpperCase()).filter(Boolean))].sort();
}

/**
 * A blank's text as compared: surrounding spaces dropped, runs of spaces inside counted as one,
 * letters compared without case — children type "Print" or "print  " for the same answer.
 */
export const normaliseBlank = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The student's fill-in response: one line per blank, in the order of the blanks. */
export const responseBlanks = (response: string) => response.split('\n');

function markFillIn(question: MarkableQuestion, response: string): number {
  const blanks = fillInBlanks(question.answer);
  if (!blanks.length) return 0;
  const given = responseBlanks(response);
  const right = blanks.filter((alternatives, i) => {
    const typed = normaliseBlank(given[i] ?? '');
    return typed !== '' && alternatives.some((a) => normaliseBlank(a) === typed);
  }).length;
  return (question.score * right) / blanks.length;
}

function markMultiple(question: MarkableQuestion, response: string, partialCredit: boolean): number {
  const expected = choiceKeys(question.answer);
  const given = choiceKeys(response);
  if (given.length === expected.length && given.every((k, i) => k === expected[i])) return question.score;
  const subset = given.length > 0 && given.length < expected.length && given.every((k) => expected.includes(k));
  return partialCredit && subset ? question.score / 2 : 0;
}

/** The automatic score of one answer, or null when a judge or a teacher gives it. */
export function markAnswer(question: MarkableQuestion, response: string, partialCredit: boolean): number | null {
  switch (question.type) {
    case QuestionType.single:
      return choiceKeys(response).join(',') === choiceKeys(question.answer).join(',') && response.trim() !== '' ? question.score : 0;
    case QuestionType.trueFalse:
      return response.trim().toLowerCase() === question.answer.trim().toLowerCase() ? question.score : 0;
    case QuestionType.multiple:
      return markMultiple(question, response, partialCredit);
    case QuestionType.fillIn:
      return markFillIn(question, response);
    default:
      return null;
  }
}

/** An objectively marked answer below full marks goes to the wrong-question book (an empty answer too). */
export const isWrong = (question: MarkableQuestion, autoScore: number | null) => autoScore !== null && autoScore < question.score;
