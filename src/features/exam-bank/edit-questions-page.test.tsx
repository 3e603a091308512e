import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PaperQuestions } from '../../api/generated/api.schemas';
import { ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/**
 * 编辑试题 reads its header and table from the card the back office's platform papers use
 * (PaperQuestionsCard): count, total, duration, the 大题 with their counts and scores, and each
 * question's section.
 */
const view: PaperQuestions = {
  questionCount: 3,
  totalScore: 14,
  sections: [
    { id: 1, position: 1, title: '一、单选题', description: '每题只有一个正确答案', questionCount: 2, totalScore: 4 },
    { id: 2, position: 2, title: '二、编程题', description: null, questionCount: 1, totalScore: 10 },
  ],
  questions: [
    { questionId: 11, title: '输出函数', type: 1, difficulty: 1, bankName: '期中题库', score: 2, sort: 1, sectionId: 1 },
    { questionId: 12, title: '输入函数', type: 1, difficulty: 2, bankName: '期中题库', score: 2, sort: 2, sectionId: 1 },
    { questionId: 13, title: '两数之和', type: 5, difficulty: 2, bankName: '期中题库', score: 10, sort: 3, sectionId: 2 },
  ],
};

describe('编辑试题', () => {
  it('shows the paper header (questions, total, duration, sections) and each question’s section', async () => {
    server.use(
      http.post('*/java-api/auth/sch/checkPagePermission', () => ok({ permission_key: 'edit-questions', allowed: true })),
      http.post('*/java-api/school/paper/viewDetail', () => ok({ id: 5, name: '期中测试卷', duration: 90, judgeScoring: 0, remark: null, questionCount: 3, totalScore: 14, createdAt: new Date().toISOString() })),
      http.post('*/java-api/school/paper/queryQuestionList', () => ok(view)),
      http.post('*/java-api/school/questionBank/queryPlatformBanks', () => ok([])),
    );
    signInAs('principal');
    renderApp('/exam/paper/edit-questions?id=5');
    const sections = await screen.findByTestId('paper-sections', undefined, { timeout: 30000 });
    expect(sections.textContent).toContain('一、单选题（2 题，4 分）');
    expect(sections.textContent).toContain('二、编程题（1 题，10 分）');
    expect(await screen.findByText('期中测试卷', { exact: false })).toBeTruthy();
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;
    expect(stat('总分')).toContain('14');
    expect(stat('时长')).toContain('90分钟');
    const row = screen.getByText('两数之和').closest('tr')!;
    expect(within(row).getByText('二、编程题')).toBeTruthy();
    expect(screen.getByLabelText('两数之和的分值')).toBeTruthy();
  });
});
