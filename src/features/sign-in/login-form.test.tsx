import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const signIn = vi.fn();
vi.mock('./use-sign-in', () => ({ useSignIn: () => ({ signIn, pending: false, error: null }) }));

describe('LoginForm', () => {
  beforeEach(() => signIn.mockReset());

  it('asks for the account and the password before signing in, and clears each message once typed', () => {
    render(<LoginForm kind="staff" />);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '   ' } });
    expect(screen.getByText('请输入账号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'principal' } });
    expect(screen.queryByText('请输入账号')).toBeNull();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    expect(screen.queryByText('请输入密码')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(signIn).toHaveBeenCalledWith({ kind: 'staff', userName: 'principal', password: 'secret', redirect: undefined });
  });
});
