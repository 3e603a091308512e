import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StuExamItem, StuSheetRecord } from '../../api/generated/api.schemas';
import { ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** 考试首页 shows what the student's calls answer: nothing invented, kind words when there is nothing. */
const at = (minutes: number) => new Date(Date.now() + minutes * 60000).toISOString();
const exam = (over: Partial<StuExamItem>): StuExamItem => ({
  id: 1, kind: 'exam', title: '', description: null, startAt: at(-30), endAt: at(90), durationMinutes: 60, status: 'running',
  fullScore: 100, questionCount: 10, maxAttempts: 1, attempts: 0, resultsPublished: false, sheet: null, offlinePractice: false, ...over,
});
const record = (over: Partial<StuSheetRecord>): StuSheetRecord => ({
  sheetId: 1, examId: 1, title: '', attempt: 1, state: 'marked', submittedAt: at(-2000), fullScore: 100, totalScore: null, remark: null, ...over,
});

let exams: StuExamItem[];
let practices: StuExamItem[];
let records: StuSheetRecord[];
let wrongTotal: number;

beforeEach(() => {
  server.use(
    http.post('*/java-api/student/exam/queryList', async ({ request }) => {
      const { kind } = (await request.json()) as { kind: string };
      return ok(kind === 'practice' ? practices : kind === 'exam' ? exams : []);
    }),
    http.post('*/java-api/student/exam/mySheets', () => ok(records)),
    http.post('*/java-api/student/exam/wrongList', () => ok({ list: [], total: wrongTotal })),
  );
});

describe('考试首页', () => {
  it('shows the ongoing exam with its time left, the upcoming one, published scores only, the wrong-book count and practices', async () => {
    exams = [
      exam({ id: 11, title: '三月月考', sheet: { id: 5, attempt: 1, state: 'answering', startedAt: at(-35), deadline: at(25), submittedAt: null, totalScore: null, remark: null } }),
      exam({ id: 12, title: '四月测验', status: 'upcoming', startAt: at(3 * 1440 + 120), endAt: at(3 * 1440 + 240) }),
      exam({ id: 13, title: '已交的考试', status: 'running', sheet: { id: 6, attempt: 1, state: 'submitted', startedAt: at(-60), deadline: at(0), submittedAt: at(-5), totalScore: null, remark: null } }),
    ];
    practices = [exam({ id: 21, kind: 'practice', title: '循环小练习', maxAttempts: null, attempts: 2 })];
    records = [record({ sheetId: 7, title: '二月月考', totalScore: 88 }), record({ sheetId: 8, title: '待公布的考试', totalScore: null })];
    wrongTotal = 7;
    signInAs('student');
    renderApp('/exam-stu/examstu-index');

    const ongoing = await screen.findByTestId('ongoing-exam', undefined, { timeout: 30000 });
    expect(within(ongoing).getByText(/三月月考/)).toBeTruthy();
    expect(within(ongoing).getByText('答题还剩 25 分钟')).toBeTruthy();
    expect(within(ongoing).getByRole('button', { name: '继续作答' })).toBeTruthy();
    expect(screen.getAllByTestId('ongoing-exam')).toHaveLength(1);

    const upcoming = screen.getByTestId('upcoming-exam');
    expect(within(upcoming).getByText(/四月测验/)).toBeTruthy();
    expect(within(upcoming).getByText('还有 3 天 2 小时 开始')).toBeTruthy();

    const scores = screen.getAllByTestId('recent-score');
    expect(scores).toHaveLength(1);
    expect(within(scores[0]).getByText('二月月考')).toBeTruthy();
    expect(within(scores[0]).getByText('88 / 100')).toBeTruthy();
    expect(screen.queryByText('待公布的考试')).toBeNull();

    expect(screen.getByTestId('wrong-count').textContent).toBe('7');
    expect(screen.getByText('道题等你再做一次')).toBeTruthy();
    expect(screen.getByTestId('practice-shortcut').textContent).toContain('循环小练习');
  });

  it('says kindly that there is nothing yet', async () => {
    exams = [];
    practices = [];
    records = [];
    wrongTotal = 0;
    signInAs('student');
    renderApp('/exam-stu/examstu-index');

    expect(await screen.findByText('现在没有要参加的考试，放松一下吧', undefined, { timeout: 30000 })).toBeTruthy();
    expect(screen.getByText('还没有安排新的考试')).toBeTruthy();
    expect(screen.getByText('还没有公布的成绩，老师公布后会在这里出现')).toBeTruthy();
    expect(screen.getByText('没有待复习的错题，真棒！')).toBeTruthy();
    expect(screen.getByText('现在没有可以做的练习')).toBeTruthy();
    expect(screen.getByTestId('wrong-count').textContent).toBe('0');
  });
});
