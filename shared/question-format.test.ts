import { describe, expect, it } from 'vitest';
import { answerText, QuestionType, responseText } from './question-format';

// A child's 错题本 and score page once showed "上次的答案：false" — the stored form, not the words.
describe('answers and responses in words', () => {
  it("true/false reads 正确/错误, whether it is the answer or the child's pick", () => {
    expect(answerText(QuestionType.trueFalse, 'true')).toBe('正确');
    expect(answerText(QuestionType.trueFalse, 'false')).toBe('错误');
    expect(responseText(QuestionType.trueFalse, 'false')).toBe('错误');
  });
  it('fill-in answers number their blanks and alternatives; responses separate blanks and mark empty ones', () => {
    expect(answerText(QuestionType.fillIn, 'len|LEN\nprint')).toBe('第 1 空：len 或 LEN\n第 2 空：print');
    expect(responseText(QuestionType.fillIn, 'len\n')).toBe('len；（空）');
  });
  it('choices and code stay as they are', () => {
    expect(answerText(QuestionType.single, 'A')).toBe('A');
    expect(responseText(QuestionType.multiple, 'A,C')).toBe('A,C');
  });
});
