import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeMessages } from '../../../../shared/account-safety/notice-rules';
import { passwordMessages } from '../../../../shared/account-safety/password-rules';
import { phoneMessages } from '../../../../shared/account-safety/phone-rules';
import { encodePasswordForTransport } from '../../../../shared/password-transport';
import { ok } from '../../../test/envelope';
import { signInAdmin, signInAs } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { checkFlagKey } from './check-flags';
import { postLoginChecks } from './global-dialogs';
import { specText } from '../../../../tests/fixtures/spec-texts';

/** The global dialogs in the real app shell, against mocked answers. */
describe('global dialogs after sign-in', () => {
  beforeEach(() => {
    // One sequence per page load: each test is a fresh load.
    postLoginChecks.reset();
    signInAs('teacher');
  });

  it('reminds about a weak password; 关闭提醒 records today and stores the session flag', async () => {
    server.use(http.post('*/java-api/school/tch/checkPwd', () => ok({ strong: false, judged: true })));
    renderApp('/');
    const ignore = await screen.findByRole('button', { name: specText.passwordMessages.reminderIgnore });
    expect(screen.getByText(passwordMessages.reminderTitle)).toBeTruthy();
    fireEvent.click(ignore);
    await waitFor(() => expect(screen.queryByText(passwordMessages.reminderText)).toBeNull());
    expect(Object.keys(localStorage).some((k) => k.endsWith(':ignoredOn'))).toBe(true);
    expect(sessionStorage.getItem(checkFlagKey('password'))).toBe('1');
  });

  it('修改密码 opens the change dialog; success logs out and goes to /login', async () => {
    let sent: unknown;
    server.use(
      http.post('*/java-api/school/tch/checkPwd', () => ok({ strong: false, judged: true })),
      http.post('*/java-api/school/tch/personalColumn/updatePassword', async ({ request }) => {
        sent = await request.json();
        return ok(null);
      }),
    );
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: specText.passwordMessages.reminderChange }));
    fireEvent.click(await screen.findByRole('button', { name: /OK|确 定|确定/ }));
    expect(await screen.findByText(specText.passwordMessages.currentRequired)).toBeTruthy();
    expect(screen.getByText(specText.passwordMessages.newRequired)).toBeTruthy();
    expect(screen.getByText(specText.passwordMessages.repeatRequired)).toBeTruthy();

    const [current, next, repeat] = Array.from(document.querySelectorAll<HTMLInputElement>('.ant-modal input[type="password"]'));
    fireEvent.change(current, { target: { value: 'Teacher@2026' } });
    fireEvent.change(next, { target: { value: 'weakpass1' } });
    fireEvent.change(repeat, { target: { value: 'Other@2027' } });
    expect(await screen.findByText(specText.passwordMessages.mismatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /OK|确 定|确定/ }));
    expect(await screen.findByText(specText.passwordMessages.principalRule, { selector: '.ant-form-item-explain-error' })).toBeTruthy();

    fireEvent.change(next, { target: { value: 'Better@2027' } });
    fireEvent.change(repeat, { target: { value: 'Better@2027' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确 定|确定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({ oldPassword: encodePasswordForTransport('Teacher@2026'), newPassword: encodePasswordForTransport('Better@2027'), newPasswordText: 'Better@2027' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows unread notices first, sanitized, and marks them read', async () => {
    const read: unknown[] = [];
    server.use(
      http.post('*/java-api/school/notice/selectNotReadList', () =>
        ok({ noticeInfo: [{ id: 5, title: '放假通知', content: '<p>周六放假</p><img src=x onerror="window.hacked=1">', notice_type: 1, createdAt: '' }], notReadNum: 1, noticeUserId: 2 }),
      ),
      http.post('*/java-api/school/notice/read', async ({ request }) => {
        read.push(await request.json());
        return ok(null);
      }),
      http.post('*/java-api/school/tch/verifyPhoneState', () => ok({ state: 2, phone: '13812345678' })),
    );
    renderApp('/');
    expect(await screen.findByText('周六放假')).toBeTruthy();
    expect(document.querySelector('.ant-modal img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: noticeMessages.markRead }));
    await waitFor(() => expect(read).toEqual([{ id: 5 }]));
    // Next by priority: the phone dialog, with the stored number read-only (state 2).
    expect(await screen.findByText(phoneMessages.codeValidity)).toBeTruthy();
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('.ant-modal input#phone')?.value).toBe('13812345678'));
    expect(document.querySelector<HTMLInputElement>('.ant-modal input#phone')?.readOnly).toBe(true);
  });

  it('does not check the phone under /background, but still the notice and the password', async () => {
    signInAdmin();
    const asked: string[] = [];
    const record = (name: string, answer: object) => () => {
      asked.push(name);
      return ok(answer);
    };
    server.use(
      http.post('*/java-api/school/notice/selectNotReadList', record('notice', { noticeInfo: [], notReadNum: 0, noticeUserId: 2 })),
      http.post('*/java-api/school/tch/verifyPhoneState', record('phone', { state: 1, phone: null })),
      http.post('*/java-api/school/tch/checkPwd', record('password', { strong: true, judged: true })),
    );
    renderApp('/background');
    await waitFor(() => expect(asked).toEqual(['notice', 'password']));
    await new Promise((r) => setTimeout(r, 600));
    expect(asked).toEqual(['notice', 'password']);
  });
});
