import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { ok } from '../../test/envelope';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const accounts = [
  { role: 'admin', label: '平台管理员', kind: 'admin', userName: 'admin', password: 'Admin@2026' },
  { role: 'principal', label: '校长', kind: 'staff', userName: 'principal', password: 'Principal@2026' },
  { role: 'teacher', label: '教师', kind: 'staff', userName: 'teacher', password: 'Teacher@2026' },
  { role: 'student', label: '学生', kind: 'student', userName: 'student', password: 'Student2026' },
];

describe('the demo sign-ins of the home page', () => {
  it('when the server asks for a captcha, the sign-in page opens with the account filled in and the captcha shown', async () => {
    let logins = 0;
    server.use(
      http.get('*/api/demo-mode', () => ok({ on: true, accounts })),
      http.post('*/java-api/student/stu/login', () => {
        logins += 1;
        return Response.json({ success: false, code: 'InvalidUserNameOrPassword', message: messages.invalidUserNameOrPassword, content: { code: 'InvalidUserNameOrPassword', captchaRequired: true } });
      }),
      http.post('*/java-api/auth/captcha/challenge', () => ok({ provider: 'builtin', id: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
    );
    const { router } = renderApp('/');
    await waitFor(() => expect(document.querySelector('[data-demo-role="student"]')).toBeTruthy());
    fireEvent.click(document.querySelector('[data-demo-role="student"]') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logins).toBe(1);
    expect(router.state.location.search).toBe('?as=student');
    expect(await screen.findByAltText('验证码图片')).toBeTruthy();
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('student');
    expect(screen.getByRole('tab', { name: '学生登录' }).getAttribute('aria-selected')).toBe('true');
  });
});
