import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import type { LoginKind } from '../../providers/auth-provider';
import { useSignIn } from './use-sign-in';

interface Values {
  userName: string;
  password: string;
}

interface Props {
  kind: LoginKind;
  /** Back office: where to go after signing in. */
  redirect?: string | null;
  submitText?: string;
}

/** Account + password, shared by the staff, student and back-office sign-in. */
export function LoginForm({ kind, redirect, submitText = '登录' }: Props) {
  const { signIn, pending, error } = useSignIn();
  return (
    <Form<Values>
      name={`login-${kind}`}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => signIn({ kind, userName: values.userName, password: values.password, redirect })}
    >
      <Form.Item label="账号" name="userName" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block loading={pending}>
        {submitText}
      </Button>
    </Form>
  );
}
