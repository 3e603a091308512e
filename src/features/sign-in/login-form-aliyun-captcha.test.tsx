import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { AliyunCaptchaOptions } from './aliyun-captcha-script';
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
    return { success: true, code: 'Success', message: '', content: { provider: 'aliyun', sceneId: 'scene-1', prefix: 'prefix-1' } };
  },
}));

/** Stands in for Aliyun's script: records each widget the page asks for. */
const widgets: AliyunCaptchaOptions[] = [];
const destroyed = vi.fn();

function fillAccount() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'principal' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
}
const askedForCaptcha = new ApiError('InvalidUserNameOrPassword', '用户名或密码错误', { code: 'InvalidUserNameOrPassword', captchaRequired: true });

describe('LoginForm with Aliyun captcha 2.0', () => {
  beforeEach(() => {
    signIn.mockReset();
    destroyed.mockReset();
    challenges = 0;
    widgets.length = 0;
    window.initAliyunCaptcha = (options) => {
      widgets.push(options);
      options.getInstance?.({ destroyCaptcha: destroyed });
    };
  });
  afterEach(() => {
    delete window.initAliyunCaptcha;
  });

  it('draws Aliyun\'s widget with the scene and prefix and sends the parameter it yields with the login', async () => {
    render(<LoginForm kind="staff" />);
    act(() => reportFailure(askedForCaptcha));
    await vi.waitFor(() => expect(widgets).toHaveLength(1));
    const [widget] = widgets;
    expect(widget).toMatchObject({ SceneId: 'scene-1', prefix: 'prefix-1', mode: 'embed', language: 'cn' });
    expect(document.querySelector(widget.element)).not.toBeNull();
    expect(window.AliyunCaptchaConfig).toEqual({ region: 'cn', prefix: 'prefix-1' });

    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(screen.getByText('请完成人机验证')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    act(() => widget.success('{"sceneId":"scene-1","certifyId":"c-1"}'));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).toHaveBeenCalledWith({ kind: 'staff', userName: 'principal', password: 'secret', redirect: undefined, captchaVerifyParam: '{"sceneId":"scene-1","certifyId":"c-1"}' });
  });

  it('after a refused captcha, a new widget replaces the old one and its parameter is the one sent', async () => {
    render(<LoginForm kind="student" />);
    act(() => reportFailure(askedForCaptcha));
    await vi.waitFor(() => expect(widgets).toHaveLength(1));
    act(() => widgets[0].success('first-param'));
    act(() => reportFailure(new ApiError('CaptchaFailure', '人机验证未通过，请重试', { code: 'CaptchaFailure' })));
    await vi.waitFor(() => expect(widgets).toHaveLength(2));
    expect(challenges).toBe(2);
    expect(destroyed).toHaveBeenCalled();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).not.toHaveBeenCalled();
    act(() => widgets[1].success('second-param'));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ captchaVerifyParam: 'second-param' }));
  });
});
