import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAliyunCaptcha } from './aliyun-captcha';
import { createBuiltinCaptcha } from './builtin-captcha';
import type { CaptchaProvider } from './captcha-provider';

/** The provider the configuration names: the built-in one unless Aliyun is configured. */
export function createCaptchaProvider(db: Db, config: ServerConfig): CaptchaProvider {
  return config.captcha.provider === 'aliyun' ? createAliyunCaptcha(config.captcha.aliyun) : createBuiltinCaptcha(db);
}
