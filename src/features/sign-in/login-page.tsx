import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoginForm, type SignInPrefill } from './login-form';
import { SignInFrame } from './sign-in-frame';
import { SignInTabs } from './sign-in-tabs';

type Kind = 'staff' | 'student';

const tabs: { key: Kind; label: string }[] = [
  { key: 'staff', label: '教职工登录' },
  { key: 'student', label: '学生登录' },
];

/** The location state a demo sign-in leaves when the server asked it for a captcha. */
export interface SignInState {
  prefill?: SignInPrefill;
}

/** /login: staff and students sign in here, each with its own call (section 1); ?as=student opens the student tab. */
export function LoginPage() {
  const [params] = useSearchParams();
  const prefill = (useLocation().state as SignInState | null)?.prefill;
  const [firstTab] = useState<Kind>(params.get('as') === 'student' ? 'student' : 'staff');
  const [tab, setTab] = useState<Kind>(firstTab);
  return (
    <div>
      <SignInFrame title="登录" footer={<Link to="/">返回首页</Link>}>
        <SignInTabs tabs={tabs} active={tab} onChange={setTab}>
          {/* Keyed by kind: switching tabs starts an empty form, as before. */}
          <LoginForm key={tab} kind={tab} prefill={tab === firstTab ? prefill : undefined} />
        </SignInTabs>
      </SignInFrame>
    </div>
  );
}
