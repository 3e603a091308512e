import { ReloadOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { captchaChallenge } from '../../api/generated/session';
import type { CaptchaChallenge } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { AliyunCaptchaWidget } from './aliyun-captcha-widget';
import { SignInField } from './sign-in-field';

interface Props {
  id: string;
  /** A new picture each time this changes: a challenge answers once, right or wrong. */
  round: number;
  /** The characters typed (built in), or the parameter Aliyun's captcha yielded. */
  answer: string;
  error?: string;
  onAnswer(answer: string): void;
  /** A new challenge (null while it loads): the answer given for the last one no longer counts. */
  onChallenge(challenge: CaptchaChallenge | null): void;
}

const pictureButton = { padding: 0, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff', cursor: 'pointer', height: 40, flex: 'none' } as const;

/**
 * The captcha the server asks for after repeated failures, as the server's challenge says:
 * the built-in picture and the typed characters, or Aliyun captcha 2.0 drawn by its own script.
 */
export function SignInCaptcha({ id, round, answer, error, onAnswer, onChallenge }: Props) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [ask, setAsk] = useState(0);
  useEffect(() => {
    let current = true;
    setChallenge(null);
    onChallenge(null);
    content(captchaChallenge(withFlags({ silent: true })))
      .then((next) => {
        if (!current) return;
        setChallenge(next);
        onChallenge(next);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // onChallenge only sets the form's state; only a new round or a click asks for a new picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, ask]);
  if (challenge?.provider === 'aliyun') {
    return (
      <SignInField id={id} label="验证码" error={error}>
        <AliyunCaptchaWidget sceneId={challenge.sceneId ?? ''} prefix={challenge.prefix ?? ''} onParam={onAnswer} />
      </SignInField>
    );
  }
  return (
    <SignInField id={id} label="验证码" error={error}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          id={id}
          size="large"
          placeholder="请输入图中字符"
          autoComplete="off"
          maxLength={8}
          value={answer}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          onChange={(e) => onAnswer(e.target.value)}
        />
        <button type="button" style={pictureButton} title="看不清？换一张" aria-label="换一张验证码" onClick={() => setAsk((n) => n + 1)}>
          {challenge ? <img src={challenge.image} alt="验证码图片" width={107} height={38} style={{ display: 'block', borderRadius: 8 }} /> : <ReloadOutlined style={{ width: 107 }} />}
        </button>
      </div>
    </SignInField>
  );
}
