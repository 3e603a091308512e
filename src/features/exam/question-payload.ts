import { fillInBlanks, isChoice, optionKeys, parseOptions, QuestionType } from '../../../shared/question-format';

/**
 * The question editor's form values and the Question call body (options as JSON, answer as
 * text, tags as comma-separated ids: shared/question-format.ts), converted both ways.
 */
export interface QuestionFormValues {
  bankId?: number;
  title?: string;
  type: number;
  stem?: string;
  /** Choice questions: option texts in order (A, B, ...). */
  optionTexts: string[];
  /** Choice questions: the keys of the correct options. */
  correct: string[];
  /** True/false: 'true' or 'false'. */
  judgement?: string;
  /** Fill-in: one line per blank, alternatives separated by "|"; programming: the reference solution. */
  textAnswer?: string;
  analysis?: string | null;
  score: number;
  difficulty: number;
  tagIds: number[];
  sourceTagId?: number | null;
  /** Programming: the OJ problem the question is judged as. */
  ojProblemId?: number | null;
}

export const emptyQuestion = (bankId?: number): QuestionFormValues => ({
  bankId,
  type: QuestionType.single,
  optionTexts: ['', '', '', ''],
  correct: [],
  score: 5,
  difficulty: 2,
  tagIds: [],
});

function answerOf(values: QuestionFormValues): string {
  if (isChoice(values.type)) return [...values.correct].sort().join(',');
  if (values.type === QuestionType.trueFalse) return values.judgement ?? '';
  if (values.type === QuestionType.fillIn) return fillInBlanks(values.textAnswer ?? '').map((b) => b.join('|')).join('\n');
  return values.textAnswer ?? '';
}

export function toQuestionBody(values: QuestionFormValues): Record<string, unknown> {
  const options = isChoice(values.type) ? JSON.stringify(values.optionTexts.map((text, i) => ({ key: optionKeys[i], text: text ?? '' }))) : null;
  return {
    bankId: values.bankId,
    title: values.title?.trim(),
    type: values.type,
    stem: values.stem ?? '',
    options,
    answer: answerOf(values),
    analysis: values.analysis?.trim() ? values.analysis : null,
    score: values.score,
    difficulty: values.difficulty,
    tagIds: values.tagIds.length ? values.tagIds.join(',') : null,
    sourceTagId: values.sourceTagId ?? null,
    ojProblemId: values.type === QuestionType.programming ? (values.ojProblemId ?? null) : null,
  };
}

export function fromQuestion(record: Record<string, unknown>): QuestionFormValues {
  const type = record.type as number;
  const answer = String(record.answer ?? '');
  const choice = isChoice(type);
  return {
    bankId: record.bankId as number,
    title: record.title as string,
    type,
    stem: record.stem as string,
    optionTexts: choice ? (parseOptions(record.options as string | null) ?? []).map((o) => o.text) : ['', '', '', ''],
    correct: choice ? answer.split(',').filter(Boolean) : [],
    judgement: type === QuestionType.trueFalse ? answer : undefined,
    textAnswer: type === QuestionType.fillIn || type === QuestionType.programming || type === QuestionType.shortAnswer ? answer : undefined,
    analysis: (record.analysis as string | null) ?? null,
    score: record.score as number,
    difficulty: record.difficulty as number,
    tagIds: record.tagIds ? String(record.tagIds).split(',').map(Number) : [],
    sourceTagId: (record.sourceTagId as number | null) ?? null,
    ojProblemId: (record.ojProblemId as number | null) ?? null,
  };
}
