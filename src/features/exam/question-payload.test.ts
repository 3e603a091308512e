import { describe, expect, it } from 'vitest';
import { checkQuestion, QuestionType } from '../../../shared/question-format';
import { emptyQuestion, fromQuestion, toQuestionBody, type QuestionFormValues } from './question-payload';

const base = (change: Partial<QuestionFormValues>): QuestionFormValues => ({ ...emptyQuestion(7), title: ' 标题 ', stem: '题干', ...change });

describe('question editor payload', () => {
  it('writes choice options by position and the correct keys sorted, which the server accepts', () => {
    const body = toQuestionBody(base({ type: QuestionType.multiple, optionTexts: ['甲', '乙', '丙'], correct: ['C', 'A'], tagIds: [3, 1] }));
    expect(body).toMatchObject({ bankId: 7, title: '标题', options: JSON.stringify([{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }, { key: 'C', text: '丙' }]), answer: 'A,C', tagIds: '3,1', analysis: null });
    expect(checkQuestion(body.type as number, body.options as string, body.answer as string)).toMatchObject({ ok: true, answer: 'A,C' });
  });

  it('sends no options for other types and the answer each expects', () => {
    expect(toQuestionBody(base({ type: QuestionType.trueFalse, judgement: 'false' }))).toMatchObject({ options: null, answer: 'false' });
    expect(toQuestionBody(base({ type: QuestionType.fillIn, textAnswer: ' a | b \n\n c ' })).answer).toBe('a|b\nc');
    expect(toQuestionBody(base({ type: QuestionType.programming, textAnswer: 'print(1)\n' })).answer).toBe('print(1)\n');
  });

  it('reads a stored question back into the same form values', () => {
    const values = base({ type: QuestionType.single, optionTexts: ['x', 'y'], correct: ['B'], tagIds: [2], sourceTagId: 4, analysis: '因为' });
    const stored = { ...toQuestionBody(values), id: 1 };
    expect(fromQuestion(stored)).toMatchObject({ type: 1, optionTexts: ['x', 'y'], correct: ['B'], tagIds: [2], sourceTagId: 4, analysis: '因为', title: '标题' });
    expect(fromQuestion({ ...stored, type: 3, options: null, answer: 'true', tagIds: null })).toMatchObject({ judgement: 'true', tagIds: [] });
  });
});
