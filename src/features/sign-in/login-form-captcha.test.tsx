import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { LoginForm } from './login-form';

const signIn = vi.fn();
let reportFailure: (error: unknown) => void = () => {};
vi.mock('./use-sign-in', () => ({
  useSignIn: (onFailure: (error: unknown) => void) => {
    reportFailure = onFailure;
    return { signIn, pending: false, error: null };
  },
}));
let challenges = 0;
vi.mock('../../api/generated/session', () => ({
  captchaChallenge: async () => {
    challenges += 1;
    return { success: true, code: 'Success', message: '', content: { provider: 'builtin', id: `challenge-${challenges}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } };
  },
}));

function fillAccount() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'principal' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
}

describe('LoginForm with the sign-in captcha', () => {
  beforeEach(() => {
    signIn.mockReset();
    challenges = 0;
  });

  it('shows no captcha until the server asks for one', () => {
    render(<LoginForm kind="staff" />);
    act(() => reportFailure(new ApiError('InvalidUserNameOrPassword', '用户名或密码错误', null)));
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });

  it('shows the picture when a wrong password says the next try needs it, and sends the answer with the challenge id', async () => {
    render(<LoginForm kind="staff" />);
    act(() => reportFailure(new ApiError('InvalidUserNameOrPassword', '用户名或密码错误', { code: 'InvalidUserNameOrPassword', captchaRequired: true })));
    await screen.findByAltText('验证码图片');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: ' k7m2p ' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).toHaveBeenCalledWith({ kind: 'staff', userName: 'principal', password: 'secret', redirect: undefined, captchaVerifyParam: 'challenge-1:k7m2p' });
  });

  it('brings a new picture and clears the answer after a refused captcha', async () => {
    render(<LoginForm kind="student" />);
    act(() => reportFailure(new ApiError('CaptchaFailure', '人机验证未通过，请重试', { code: 'CaptchaFailure' })));
    await screen.findByAltText('验证码图片');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'AAAAA' } });
    act(() => reportFailure(new ApiError('CaptchaFailure', '人机验证未通过，请重试', { code: 'CaptchaFailure' })));
    await vi.waitFor(() => expect(challenges).toBe(2));
    await screen.findByAltText('验证码图片');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    fillAccount();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'BBBBB' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ captchaVerifyParam: 'challenge-2:BBBBB' }));
  });
});
