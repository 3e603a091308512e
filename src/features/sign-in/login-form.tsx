import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
// The input alone rather than antd's Input namespace, which also brings the text area, search and OTP inputs.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState, type FormEvent } from 'react';
import { phoneMessages } from '../../../shared/account-safety/phone-rules';
import type { CaptchaChallenge } from '../../api/generated/api.schemas';
import type { LoginKind } from '../../providers/auth-provider';
import { captchaAsked } from './captcha-asked';
import { SignInCaptcha } from './sign-in-captcha';
import { SignInField } from './sign-in-field';
import { useSignIn } from './use-sign-in';

interface Values {
  userName: string;
  password: string;
  captcha: string;
}

type Errors = Partial<Record<keyof Values, string>>;

interface Props {
  kind: LoginKind;
  /** Back office: where to go after signing in. */
  redirect?: string | null;
  submitText?: string;
  /** A demo sign-in of the home page that the server asked a captcha of: its account, and the captcha at once. */
  prefill?: SignInPrefill;
}

export interface SignInPrefill {
  userName: string;
  password: string;
  captcha: boolean;
}

function validate(values: Values, captchaShown: boolean, challenge: CaptchaChallenge | null): Errors {
  return {
    userName: values.userName.trim() ? undefined : '请输入账号',
    password: values.password ? undefined : '请输入密码',
    captcha: !captchaShown || values.captcha.trim() ? undefined : challenge?.provider === 'aliyun' ? '请完成人机验证' : phoneMessages.codeRequired,
  };
}

/** The login's captchaVerifyParam: `<id>:<characters>` for the built-in picture, Aliyun's own parameter unchanged. */
function captchaParam(challenge: CaptchaChallenge, answer: string): string {
  return challenge.provider === 'aliyun' ? answer : `${challenge.id}:${answer.trim()}`;
}

/** Account + password, shared by the staff, student and back-office sign-in; the captcha once the server asks for it. */
export function LoginForm({ kind, redirect, submitText = '登录', prefill }: Props) {
  // null until the server asks for the captcha; then each new number brings a new picture.
  const [captchaRound, setCaptchaRound] = useState<number | null>(prefill?.captcha ? 1 : null);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  // Once shown, every refusal brings a new picture: the server has used the last answer up.
  const { signIn, pending, error } = useSignIn((failure) => setCaptchaRound((round) => (round !== null || captchaAsked(failure) ? (round ?? 0) + 1 : null)));
  const id = useId();
  const [values, setValues] = useState<Values>({ userName: prefill?.userName ?? '', password: prefill?.password ?? '', captcha: '' });
  const captchaShown = captchaRound !== null;
  // Messages appear on the first submit and then follow the typing, as antd's forms do.
  const [errors, setErrors] = useState<Errors | null>(null);
  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(validate(next, captchaShown, challenge));
  };
  const newChallenge = (next: CaptchaChallenge | null) => {
    setChallenge(next);
    setValues((current) => ({ ...current, captcha: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, captchaShown, challenge);
    setErrors(found);
    if (found.userName || found.password || found.captcha) return;
    const captcha = captchaShown && challenge ? { captchaVerifyParam: captchaParam(challenge, values.captcha) } : {};
    signIn({ kind, userName: values.userName, password: values.password, redirect, ...captcha });
  };
  return (
    <form name={`login-${kind}`} noValidate onSubmit={submit}>
      <SignInField id={`${id}-userName`} label="账号" error={errors?.userName}>
        <Input
          id={`${id}-userName`}
          size="large"
          prefix={<UserOutlined />}
          placeholder="请输入账号"
          autoComplete="username"
          maxLength={64}
          value={values.userName}
          status={errors?.userName ? 'error' : undefined}
          aria-invalid={Boolean(errors?.userName)}
          onChange={(e) => change('userName', e.target.value)}
        />
      </SignInField>
      <SignInField id={`${id}-password`} label="密码" error={errors?.password}>
        <Password
          id={`${id}-password`}
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          value={values.password}
          status={errors?.password ? 'error' : undefined}
          aria-invalid={Boolean(errors?.password)}
          onChange={(e) => change('password', e.target.value)}
        />
      </SignInField>
      {captchaShown ? <SignInCaptcha id={`${id}-captcha`} round={captchaRound} answer={values.captcha} error={errors?.captcha} onAnswer={(answer) => change('captcha', answer)} onChallenge={newChallenge} /> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitText}
      </Button>
    </form>
  );
}
