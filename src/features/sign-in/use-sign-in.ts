import { useLogin } from '@refinedev/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginParams } from '../../providers/auth-provider';
import { captchaAsked } from './captcha-asked';

/**
 * Signs in through the auth provider and goes where it says; `onFailure` hears each refusal
 * (the form shows the captcha when the server asks for it). Refine's default handling is
 * replaced (mutationOptions.onSuccess) because it would add an error notification on top of
 * the warning the request layer already showed; the page shows the error inline instead.
 */
export function useSignIn(onFailure: (error: unknown) => void = () => {}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      onSuccess: (result) => {
        if (result.success) {
          setError(null);
          void navigate(result.redirectTo ?? '/', { replace: true });
        } else {
          onFailure(result.error);
          // A refused captcha shows no message (section 8): just a new picture.
          setError(captchaAsked(result.error) === 'refused' ? null : result.error?.message || '登录失败，请重试');
        }
      },
      onError: (failure) => {
        onFailure(failure);
        setError(failure.message || '登录失败，请重试');
      },
    },
  });
  return {
    signIn: (params: LoginParams) => {
      setError(null);
      mutate(params);
    },
    pending: isPending,
    error,
  };
}
