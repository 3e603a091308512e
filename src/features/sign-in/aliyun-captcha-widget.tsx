import { useEffect, useId, useRef } from 'react';
import { loadAliyunCaptcha, type AliyunCaptchaInstance } from './aliyun-captcha-script';

interface Props {
  sceneId: string;
  prefix: string;
  /** The captchaVerifyParam once the user passes; '' while there is none (again after a failure). */
  onParam(captchaVerifyParam: string): void;
}

/**
 * Aliyun captcha 2.0 embedded in the sign-in form. Its parameter answers once, so the form
 * mounts a new widget (a new key) for each round, as it asks for a new picture of the built-in one.
 */
export function AliyunCaptchaWidget({ sceneId, prefix, onParam }: Props) {
  const elementId = `aliyun-captcha-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Aliyun keeps the callbacks it was given: they reach the form's latest state through this.
  const latestOnParam = useRef(onParam);
  latestOnParam.current = onParam;
  useEffect(() => {
    let current = true;
    let instance: AliyunCaptchaInstance | undefined;
    loadAliyunCaptcha(prefix)
      .then(() => {
        if (!current || !window.initAliyunCaptcha) return;
        window.initAliyunCaptcha({
          SceneId: sceneId,
          prefix,
          mode: 'embed',
          element: `#${elementId}`,
          success: (captchaVerifyParam) => current && latestOnParam.current(captchaVerifyParam),
          fail: () => current && latestOnParam.current(''),
          getInstance: (created) => {
            instance = created;
          },
          slideStyle: { width: 360, height: 40 },
          language: 'cn',
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
      instance?.destroyCaptcha?.();
    };
  }, [sceneId, prefix, elementId]);
  return <div id={elementId} data-testid="aliyun-captcha" />;
}
