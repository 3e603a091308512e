import { Refine } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { server } from '../../test/msw-server';
import { StudentWechatSection } from './student-wechat-section';

/** 学员详情's 微信绑定: only for 微信服务号's holders; a hint before messages are on; the student's bindings and QR dialog after. */
let calls: Array<[string, unknown]>;
const app = (enabled: boolean) => ({ appId: enabled ? 'wx1234567890abcdef' : null, secretSaved: enabled, qrCode: null, enabled, notifySignIn: true, notifyReceipt: true, notifyExam: true, templates: [], templateIds: {}, callbackPath: '/api/wechat/callback/1', callbackToken: null, provider: 'log' });

function serve(enabled: boolean) {
  const record = (name: string) => async ({ request }: { request: Request }) => {
    calls.push([name, await request.json()]);
    if (name === 'detail') return ok(app(enabled));
    if (name === 'bindings') return ok([{ id: 4, personKind: 'guardian', personId: 7, personName: '张小明的家长', openid: 'o-mu…1234', boundAt: '2026-11-28T02:00:00Z' }]);
    return ok({ content: 'wechat-bind:bind_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(), personName: '张小明的家长', provider: 'log' });
  };
  server.use(
    http.post('*/java-api/school/msgApp/detail', record('detail')),
    http.post('*/java-api/school/msgApp/bindings', record('bindings')),
    http.post('*/java-api/school/msgApp/bindQr', record('bindQr')),
  );
}

const renderSection = (canVx: boolean) =>
  render(
    <MemoryRouter>
      <Refine accessControlProvider={{ can: async ({ resource }) => ({ can: canVx && resource === 'vxservice' }) }}>
        <App>
          <StudentWechatSection studentId={7} />
        </App>
      </Refine>
    </MemoryRouter>,
  );

beforeEach(() => {
  calls = [];
});

describe('学员详情 · 微信绑定', () => {
  it('is not shown, nor asked for, without the 微信服务号 right', async () => {
    serve(true);
    const view = renderSection(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(view.container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('points to 微信服务号 while the school has not switched messages on', async () => {
    serve(false);
    renderSection(true);
    expect(await screen.findByText('本校尚未开通微信服务号消息')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往微信服务号设置' }).getAttribute('href')).toBe('/school-home-page/vxservice');
    expect(calls.map(([name]) => name)).toEqual(['detail']);
  });

  it("lists this student's bindings and opens the guardians' QR code with its 30 minutes counting down", async () => {
    serve(true);
    renderSection(true);
    expect(await screen.findByText('o-mu…1234')).toBeTruthy();
    expect(calls.find(([name]) => name === 'bindings')![1]).toEqual({ studentId: 7 });
    fireEvent.click(screen.getByRole('button', { name: '家长绑定二维码' }));
    await waitFor(() => expect(screen.getByTestId('bind-qr-countdown').textContent).toMatch(/^二维码 (30:00|29:5\d) 后失效$/));
    expect(calls.find(([name]) => name === 'bindQr')![1]).toEqual({ personKind: 'guardian', studentId: 7 });
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy();
  });
});
