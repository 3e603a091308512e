import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { server } from '../../test/msw-server';
import { ShareRankingButtons } from './share-ranking-buttons';

/** A contest's ranking links: the creator sees the ones they made, makes another, and revokes one. */
const day = 86_400_000;
const link = (id: number, revokedAt: string | null) => ({ id, targetKind: 'contestRanking', targetId: 4, createdAt: new Date(Date.now() - day).toISOString(), expiresAt: new Date(Date.now() + 6 * day).toISOString(), revokedAt });

let listed: unknown[];
let revoked: unknown[];
let made: unknown[];

beforeEach(() => {
  listed = [];
  revoked = [];
  made = [];
  let links = [link(8, null), link(7, '2026-11-20T00:00:00Z')];
  server.use(
    http.post('*/java-api/oj/contest/rankingShareLinks', async ({ request }) => {
      listed.push(await request.json());
      return ok(links);
    }),
    http.post('*/java-api/oj/contest/shareRanking', async ({ request }) => {
      made.push(await request.json());
      return ok({ id: 9, token: 't'.repeat(43), path: `/shareRanking?token=${'t'.repeat(43)}`, expiresAt: new Date(Date.now() + 7 * day).toISOString() });
    }),
    http.post('*/java-api/oj/contest/revokeRankingShare', async ({ request }) => {
      revoked.push(await request.json());
      links = links.map((l) => (l.id === 8 ? { ...l, revokedAt: new Date().toISOString() } : l));
      return ok(links[0]);
    }),
  );
});

describe('分享排行榜', () => {
  it('lists the links one made to the board, makes a new one and revokes a live one', async () => {
    render(<App><ShareRankingButtons contestId={4} mine={false} /></App>);
    expect(screen.queryByText('分享我的排名')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /分享排行榜/ }));
    const dialog = (await screen.findByText('已生成的链接')).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getAllByText(/生成于/)).toHaveLength(2));
    expect(listed[0]).toEqual({ id: 4, kind: 'board' });
    expect(within(dialog).getByText('已撤销')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '生成分享链接' }));
    expect((await within(dialog).findByTestId('share-link')).textContent).toContain(`/shareRanking?token=${'t'.repeat(43)}`);
    expect(made).toEqual([{ id: 4, kind: 'board', days: 7 }]);

    fireEvent.click(within(dialog).getByRole('button', { name: '撤 销' }));
    await waitFor(() => expect(revoked).toEqual([{ id: 8 }]));
    await waitFor(() => expect(within(dialog).getAllByText('已撤销')).toHaveLength(2));
  });

  it('a student who took part lists the links to their own card', async () => {
    render(<App><ShareRankingButtons contestId={4} mine /></App>);
    fireEvent.click(screen.getByRole('button', { name: /分享我的排名/ }));
    await screen.findByText('已生成的链接');
    await waitFor(() => expect(listed).toEqual([{ id: 4, kind: 'mine' }]));
  });
});
