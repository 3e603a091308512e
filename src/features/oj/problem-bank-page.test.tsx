import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** The OJ problem bank keeps its page, keyword and filters in the address, like the generic lists. */
const problem = { id: 1001, title: '两数之和', difficulty: 2, labels: '入门', visibility: 'public', testCount: 3, authorName: '李老师', submitCount: 0, acceptCount: 0, myStatus: null, createdAt: '2026-01-01T00:00:00Z' };
let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  server.use(
    http.post('*/java-api/auth/sch/checkPagePermission', () => ok({ permission_key: 'questionBank', allowed: true })),
    http.post('*/java-api/oj/label/options', () => ok([{ id: 1, name: '入门' }])),
    http.post('*/java-api/oj/problem/queryList', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok({ list: [problem], total: 65, pageNum: 1, pageSize: 20 });
    }),
  );
});

describe('the OJ problem bank in the address', () => {
  it('opens a shared address as it was and writes a change of page back', { timeout: 45000 }, async () => {
    signInAs('student');
    const { router } = renderApp(`/oj/questionBank?pageNum=2&keyword=${encodeURIComponent('两数')}&difficulty=2&label=${encodeURIComponent('入门')}`);
    // The OJ chunk loads slowly on a busy machine.
    expect(await screen.findByText('两数之和', undefined, { timeout: 30000 })).toBeTruthy();
    expect(bodies).toEqual([{ pageNum: 2, pageSize: 20, mine: false, keyword: '两数', difficulty: 2, label: '入门' }]);
    expect((screen.getByPlaceholderText('搜索题目名称') as HTMLInputElement).value).toBe('两数');

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNum: 3, keyword: '两数', difficulty: 2 }));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('pageNum'), query.get('keyword'), query.get('difficulty'), query.get('label')]).toEqual(['3', '两数', '2', '入门']);
  });
});
