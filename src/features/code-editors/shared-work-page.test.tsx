import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { SharedWork } from '../../api/generated/api.schemas';
import { fail, ok } from '../../test/envelope';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/** 作品分享详情 without a session: the shared work read-only and run through its link; a dead link says why. */
const shared: SharedWork = {
  kind: 'cpp',
  title: '加法计算器',
  source: '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }',
  updatedAt: '2026-11-20T08:00:00Z',
  author: '张同学',
  schoolName: '示范编程学校',
  expiresAt: '2026-12-01T08:00:00Z',
};
let runs: { token: string; stdin: string }[];

beforeEach(() => {
  // The server sends this page cross-origin isolated; jsdom cannot, so the page is told it is.
  Object.defineProperty(self, 'crossOriginIsolated', { value: true, configurable: true });
  runs = [];
  server.use(
    http.post('*/api/share/work/open', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      if (token === 'expired') return fail(ErrorCodes.ActionFailure, libraryMessages.shareExpired);
      return token === 'good' ? ok(shared) : fail(ErrorCodes.NotFound, libraryMessages.shareInvalid);
    }),
    http.post('*/api/share/work/runCpp', async ({ request }) => {
      runs.push((await request.json()) as { token: string; stdin: string });
      return ok({ verdict: 'OK', stdout: '42', stderr: '', compileMessage: null, timeMs: 3, memoryKb: 1200 });
    }),
  );
});

describe('作品分享详情', () => {
  it('shows the shared work with its author by surname only, and runs it through the link on the input typed', async () => {
    renderApp('/MiniWorksDetails?token=good');
    expect((await screen.findByTestId('shared-title', undefined, { timeout: 20_000 })).textContent).toBe('加法计算器');
    expect(screen.getByText(/张同学 · 示范编程学校/)).toBeTruthy();
    expect(screen.getByTestId('code-view').textContent).toContain('std::cin >> a >> b');
    fireEvent.change(screen.getByLabelText('程序输入'), { target: { value: '20 22' } });
    fireEvent.click(screen.getByRole('button', { name: /运行/ }));
    expect((await screen.findByText(/运行完成/)).textContent).toContain('3 毫秒');
    expect(screen.getByTestId('cpp-output').textContent).toContain('42');
    // The run names the link, never a program of its own.
    expect(runs).toEqual([{ token: 'good', stdin: '20 22' }]);
  });

  it('says plainly that a link has expired', async () => {
    renderApp('/MiniWorksDetails?token=expired');
    expect(await screen.findByText(libraryMessages.shareExpired, undefined, { timeout: 20_000 })).toBeTruthy();
  });

  it('says a link without a token is invalid', async () => {
    renderApp('/MiniWorksDetails');
    expect(await screen.findByText(libraryMessages.shareInvalid, undefined, { timeout: 20_000 })).toBeTruthy();
  });
});
