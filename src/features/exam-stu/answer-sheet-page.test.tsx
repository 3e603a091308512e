import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StuSheetQuestion, StuSheetView } from '../../api/generated/api.schemas';
import { QuestionType } from '../../../shared/question-format';
import { ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { noSheet } from './answer-sheet-page';

/** 成绩详情 as a child reads it: answers in words, and a bare address met with words rather than a parameter error. */
const question = (over: Partial<StuSheetQuestion>): StuSheetQuestion => ({
  position: 1, questionId: 1, type: QuestionType.trueFalse, title: '缩进', stem: 'Python 用缩进表示代码块。', options: [], score: 10, ojProblemId: null,
  sectionTitle: null, sectionDescription: null, response: 'false', language: null, savedAt: null, gotScore: 0, answer: 'true', analysis: null, comment: null, judge: null, ...over,
});
let sheetCalls: number;
let view: StuSheetView;

beforeEach(() => {
  sheetCalls = 0;
  server.use(
    http.post('*/java-api/student/exam/sheet', () => {
      sheetCalls += 1;
      return ok(view);
    }),
  );
});

describe('成绩详情', () => {
  it('reads a true/false answer as 正确/错误 and numbers fill-in blanks', async () => {
    view = {
      sheet: { id: 9, examId: 3, kind: 'exam', title: '期中测验', description: null, attempt: 1, attempts: 1, maxAttempts: 1, state: 'marked', startedAt: null, deadline: null,
        serverNow: new Date().toISOString(), submittedAt: new Date().toISOString(), submittedBy: 'student', fullScore: 25, totalScore: 0, resultsPublished: true },
      questions: [question({}), question({ position: 2, questionId: 2, type: QuestionType.fillIn, title: '长度', stem: '写作 ____(nums)。', response: '不知道', answer: 'len', score: 15 })],
    } as StuSheetView;
    signInAs('student');
    renderApp('/exam-stu/score-detail?sheetId=9');
    expect(await screen.findByText('参考答案：正确', undefined, { timeout: 30000 })).toBeTruthy();
    expect(screen.getByText('参考答案：第 1 空：len')).toBeTruthy();
    expect(screen.queryByText(/参考答案：true/)).toBeNull();
  });

  it('shows each section heading with the note frozen under it at publish', async () => {
    view = {
      sheet: { id: 9, examId: 3, kind: 'exam', title: '期中测验', description: null, attempt: 1, attempts: 1, maxAttempts: 1, state: 'marked', startedAt: null, deadline: null,
        serverNow: new Date().toISOString(), submittedAt: new Date().toISOString(), submittedBy: 'student', fullScore: 20, totalScore: 0, resultsPublished: true },
      questions: [
        question({ sectionTitle: '一、判断题', sectionDescription: '对的选正确，错的选错误' }),
        question({ position: 2, questionId: 2, title: '循环', sectionTitle: '二、提高题', sectionDescription: null }),
      ],
    } as StuSheetView;
    signInAs('student');
    renderApp('/exam-stu/score-detail?sheetId=9');
    expect(await screen.findByText('对的选正确，错的选错误', undefined, { timeout: 30000 })).toBeTruthy();
    const headings = screen.getAllByTestId('section-heading');
    expect(headings.map((h) => h.textContent)).toEqual(['一、判断题（共 1 题，10 分）对的选正确，错的选错误', '二、提高题（共 1 题，10 分）']);
  });

  it('opened without a sheet says so in words and asks the server nothing', async () => {
    signInAs('student');
    renderApp('/exam-stu/score-detail');
    expect(await screen.findByText(noSheet, undefined, { timeout: 30000 })).toBeTruthy();
    expect(sheetCalls).toBe(0);
  });
});
