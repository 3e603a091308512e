import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { ok } from '../../test/envelope';
import { principalSession, signInAs } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const saved = { appId: 'wx1234567890abcdef', secretSet: true, qrCode: null, enabled: true, notifySignIn: true, notifyReceipt: false, notifyExam: true, updatedAt: '2026-11-01T00:00:00Z', templates: [{ id: 1, name: '上课提醒', code: 'signIn', content: '{{student}} 已签到' }], callbackToken: '0123456789abcdef0123456789abcdef', callbackPath: '/api/wechat/callback/1', templateIds: { signIn: 'tmpl-sign' }, provider: 'log' };

it('never shows the saved secret and keeps it when the box is left empty', { timeout: 30000 }, async () => {
  const bodies: Record<string, unknown>[] = [];
  signInAs('principal');
  server.use(
    http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    http.get('*/java-api/school/edu/campus/queryListByUserId', () => ok([])),
    http.post('*/java-api/school/msgApp/detail', () => ok(saved)),
    http.post('*/java-api/school/msgApp/bindings', () => ok([{ id: 7, personKind: 'guardian', personId: 3, personName: '王小明的家长', openid: 'o-ab…wxyz', boundAt: '2026-11-02T08:00:00Z' }])),
    http.post('*/java-api/school/msgApp/outbox', () => ok([{ id: 9, kind: 'signIn', personName: '王小明的家长', title: '王小明 已签到', state: 3, tries: 5, failure: '发送模板消息失败：微信返回错误 43004（require subscribe）', provider: 'wechat', createdAt: '2026-11-02T08:00:00Z', sentAt: null }])),
    http.post('*/java-api/school/eduCampusShareReport/students', () => ok([])),
    http.post('*/java-api/school/msgApp/save', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok(saved);
    }),
  );
  renderApp('/school-home-page/vxservice');
  expect(await screen.findByText('已保存 AppSecret；留空则保持不变，填写则替换', undefined, { timeout: 20000 })).toBeTruthy();
  expect(screen.getByText('上课提醒')).toBeTruthy();
  expect(screen.getByText('0123456789abcdef0123456789abcdef')).toBeTruthy();
  expect(await screen.findByText('王小明 已签到')).toBeTruthy();
  expect(screen.getByText('发送模板消息失败：微信返回错误 43004（require subscribe）')).toBeTruthy();
  expect(screen.getAllByText('王小明的家长').length).toBeGreaterThan(0);
  const secret = screen.getByLabelText('AppSecret') as HTMLInputElement;
  expect(secret.value).toBe('');
  expect((screen.getByLabelText('AppID') as HTMLInputElement).value).toBe('wx1234567890abcdef');

  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ appId: 'wx1234567890abcdef', appSecret: null, enabled: true, notifyReceipt: false, templateIds: { signIn: 'tmpl-sign' } });
});
