import { useLocation, useSearchParams } from 'react-router';
import { LoginForm } from './login-form';
import type { SignInState } from './login-page';
import { SignInFrame } from './sign-in-frame';

/** /background/login: the platform administrator's separate sign-in; ?redirect= comes back after it. */
export function AdminLoginPage() {
  const [params] = useSearchParams();
  const prefill = (useLocation().state as SignInState | null)?.prefill;
  return (
    <div>
      <SignInFrame title="平台管理后台登录">
        <LoginForm kind="admin" redirect={params.get('redirect')} prefill={prefill} />
      </SignInFrame>
    </div>
  );
}
