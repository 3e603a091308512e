import { describe, expect, it } from 'vitest';
import { QuestionType } from '../../../shared/question-format';
import { isWrong, markAnswer } from './answer-marking';

const q = (type: number, answer: string, score = 4) => ({ type, answer, score });

describe('objective marking of one answer', () => {
  it('single choice and true/false are exact', () => {
    expect(markAnswer(q(QuestionType.single, 'B'), 'b', false)).toBe(4);
    expect(markAnswer(q(QuestionType.single, 'B'), 'A', false)).toBe(0);
    expect(markAnswer(q(QuestionType.single, 'B'), '', false)).toBe(0);
    expect(markAnswer(q(QuestionType.trueFalse, 'true'), 'true', false)).toBe(4);
    expect(markAnswer(q(QuestionType.trueFalse, 'true'), 'false', false)).toBe(0);
  });
  it('multiple choice: full, half for a correct proper subset only when allowed, else nothing', () => {
    expect(markAnswer(q(QuestionType.multiple, 'A,C'), 'C,A', false)).toBe(4);
    expect(markAnswer(q(QuestionType.multiple, 'A,C'), 'A', true)).toBe(2);
    expect(markAnswer(q(QuestionType.multiple, 'A,C'), 'A', false)).toBe(0);
    expect(markAnswer(q(QuestionType.multiple, 'A,C'), 'A,B', true)).toBe(0);
    expect(markAnswer(q(QuestionType.multiple, 'A,C'), '', true)).toBe(0);
  });
  it('fill-in: per blank, alternatives, case and spaces ignored', () => {
    const two = q(QuestionType.fillIn, '输出|打印\nPrint', 6);
    expect(markAnswer(two, ' 打印 \n  PRINT ', false)).toBe(6);
    expect(markAnswer(two, '输出\nprnt', false)).toBe(3);
    expect(markAnswer(two, '', false)).toBe(0);
    expect(markAnswer(q(QuestionType.fillIn, 'for  i'), 'FOR i', false)).toBe(4);
  });
  it('programming and short answers are not marked here; wrong means below full marks', () => {
    expect(markAnswer(q(QuestionType.programming, ''), 'print(1)', false)).toBeNull();
    expect(markAnswer(q(QuestionType.shortAnswer, 'x'), 'x', false)).toBeNull();
    expect(isWrong(q(QuestionType.multiple, 'A,C'), 2)).toBe(true);
    expect(isWrong(q(QuestionType.multiple, 'A,C'), 4)).toBe(false);
    expect(isWrong(q(QuestionType.shortAnswer, 'x'), null)).toBe(false);
  });
});
