import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommunityAccess, CommunityAuthor, CommunityWorkCard } from '../../api/generated/api.schemas';
import { fail, ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const author = (over: Partial<CommunityAuthor>): CommunityAuthor => ({ studentId: 2, name: '李小红', schoolName: '示范编程学校', className: 'Python 启蒙一班', title: null, avatar: null, ...over });
const card = (over: Partial<CommunityWorkCard>): CommunityWorkCard => ({
  id: 1, workId: 1, kind: 'python', title: '', intro: '', scope: 'school', tagId: null, tagName: null, likeCount: 0, viewCount: 0, favouriteCount: 0, commentCount: 0,
  sharedAt: new Date().toISOString(), author: author({}), mine: false, ...over,
});
const access: CommunityAccess = {
  viewer: author({ studentId: 21, name: '张小明', title: '编程小达人' }), schoolName: '示范编程学校', footer: '快乐编程，友善交流', tags: [{ id: 5, name: '游戏' }],
  canShareToPlatform: true, canModerate: false, canEditFooter: false, unread: 2,
};

let exploreBodies: Record<string, unknown>[];

beforeEach(() => {
  exploreBodies = [];
  server.use(
    http.post('*/java-api/community/access', () => ok(access)),
    http.post('*/java-api/community/explore', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      exploreBodies.push(body);
      const list = body.kind === 'cpp' ? [] : [card({ id: 1, title: '会跳舞的海龟', likeCount: 3, tagName: '游戏' }), card({ id: 2, title: '外校的迷宫', author: author({ name: '外校学生', schoolName: '另一所学校', className: null }) })];
      return ok({ list, pageNum: 1, pageSize: 12, hasMore: false });
    }),
  );
});

describe('community', () => {
  it('发现 shows the works with the author (class for schoolmates, school for others), the head and the school footer, and filters by kind', { timeout: 90_000 }, async () => {
    signInAs('student');
    renderApp('/community/explore');
    const cards = await screen.findAllByTestId('work-card', undefined, { timeout: 80000 });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('会跳舞的海龟')).toBeTruthy();
    expect(within(cards[0]).getByText('Python 启蒙一班')).toBeTruthy();
    expect(within(cards[1]).getByText('另一所学校')).toBeTruthy();
    expect(within(screen.getByTestId('community-header')).getByText('编程小达人')).toBeTruthy();
    expect(within(screen.getByTestId('community-footer')).getByText('快乐编程，友善交流')).toBeTruthy();
    fireEvent.click(screen.getByText('C++'));
    await waitFor(() => expect(exploreBodies.at(-1)).toMatchObject({ kind: 'cpp', sort: 'newest', pageNum: 1 }));
    expect(await screen.findByText('还没有符合条件的作品，换个条件试试吧')).toBeTruthy();
  });

  it('a student the server keeps out sees the closed sign, not an empty community', { timeout: 90_000 }, async () => {
    server.use(http.post('*/java-api/community/access', () => fail('AuthFailure', '无权限访问')));
    signInAs('student');
    renderApp('/community/explore');
    expect(await screen.findByText('社区暂未开放', undefined, { timeout: 80000 })).toBeTruthy();
    expect(screen.queryByTestId('work-card')).toBeNull();
  });
  it('评论消息 for a teacher is the queue of reported comments: hide, dismiss, restore', { timeout: 90_000 }, async () => {
    const reported = { id: 31, shareId: 4, workTitle: '彩虹画板', content: '画得真难看', authorName: '李小红', authorSchool: '示范编程学校', reports: 2, reasons: ['说话不友好'], createdAt: new Date().toISOString(), lastReportAt: new Date().toISOString(), hiddenAt: null };
    const calls: Array<[string, unknown]> = [];
    const record = (name: string) => async ({ request }: { request: Request }) => {
      calls.push([name, await request.json()]);
      return ok(null);
    };
    server.use(
      http.post('*/java-api/community/access', () => ok({ ...access, viewer: author({ studentId: 0, name: '李老师' }), canModerate: true, unread: 0 })),
      http.post('*/java-api/community/reportedComments', async ({ request }) => {
        const body = (await request.json()) as { state: string };
        calls.push(['list', body]);
        return ok({ list: [{ ...reported, hiddenAt: body.state === 'hidden' ? new Date().toISOString() : null }], total: 1 });
      }),
      http.post('*/java-api/community/hideComment', record('hide')),
      http.post('*/java-api/community/dismissReport', record('dismiss')),
      http.post('*/java-api/community/restoreComment', record('restore')),
    );
    signInAs('teacher');
    renderApp('/community/comment');
    const item = await screen.findByTestId('reported-comment', undefined, { timeout: 80000 });
    expect(within(item).getByText('画得真难看')).toBeTruthy();
    expect(within(item).getByText('被举报 2 次')).toBeTruthy();
    expect(within(item).getByText('举报原因：说话不友好')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: '驳回举报' }));
    await waitFor(() => expect(calls).toContainEqual(['dismiss', { commentId: 31 }]));
    fireEvent.click(within(item).getByRole('button', { name: '隐 藏' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '隐 藏' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '隐 藏' }).at(-1)!);
    await waitFor(() => expect(calls).toContainEqual(['hide', { commentId: 31 }]));
    fireEvent.click(screen.getByText('已隐藏'));
    await waitFor(() => expect(calls).toContainEqual(['list', { state: 'hidden', pageNum: 1, pageSize: 20 }]));
    fireEvent.click(await screen.findByRole('button', { name: '恢复显示' }));
    await waitFor(() => expect(calls).toContainEqual(['restore', { commentId: 31 }]));
  });
});
