import { useState } from 'react';
import { Link } from 'react-router';
import { LoginForm } from './login-form';
import { SignInFrame } from './sign-in-frame';
import { SignInTabs } from './sign-in-tabs';

type Kind = 'staff' | 'student';

const tabs: { key: Kind; label: string }[] = [
  { key: 'staff', label: '教职工登录' },
  { key: 'student', label: '学生登录' },
];

/** /login: staff and students sign in here, each with its own call (section 1). */
export function LoginPage() {
  const [tab, setTab] = useState<Kind>('staff');
  return (
    <div>
      <SignInFrame title="登录" footer={<Link to="/">返回首页</Link>}>
        <SignInTabs tabs={tabs} active={tab} onChange={setTab}>
          {/* Keyed by kind: switching tabs starts an empty form, as before. */}
          <LoginForm key={tab} kind={tab} />
        </SignInTabs>
      </SignInFrame>
    </div>
  );
}
