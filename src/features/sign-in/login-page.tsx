import { Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginForm } from './login-form';
import { SignInFrame } from './sign-in-frame';

/** /login: staff and students sign in here, each with its own call (section 1). */
export function LoginPage() {
  const [tab, setTab] = useState<'staff' | 'student'>('staff');
  return (
    <div>
      <SignInFrame title="登录" footer={<Link to="/">返回首页</Link>}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'staff' | 'student')}
          centered
          destroyOnHidden
          items={[
            { key: 'staff', label: '教职工登录', children: <LoginForm kind="staff" /> },
            { key: 'student', label: '学生登录', children: <LoginForm kind="student" /> },
          ]}
        />
      </SignInFrame>
    </div>
  );
}
