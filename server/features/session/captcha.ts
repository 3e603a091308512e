import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAliyunCaptcha } from './aliyun-captcha';
import { createBuiltinCaptcha } from './builtin-captcha';

/** A challenge of the built-in captcha: its id goes back with the answer, the picture is shown. */
export interface CaptchaChallenge {
  id: string;
  image: string;
}

/**
 * The captcha sign-in asks for once an account or an address has failed a few times
 * (section 5: the login's captcha verification parameter). `param` is that parameter as
 * the client sent it; each provider reads it its own way.
 */
export interface CaptchaProvider {
  verify(param: string | undefined, ip: string): Promise<boolean>;
  /** Providers that hand out their own challenges (the built-in one); Aliyun's come from its own script. */
  issueChallenge?(): Promise<CaptchaChallenge>;
}

/** The provider the configuration names: the built-in one unless Aliyun is configured. */
export function createCaptchaProvider(db: Db, config: ServerConfig): CaptchaProvider {
  return config.captcha.provider === 'aliyun' ? createAliyunCaptcha(config.captcha.aliyun) : createBuiltinCaptcha(db);
}
