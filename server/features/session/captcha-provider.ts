/**
 * What the sign-in page needs to show the captcha: a picture of the built-in one (its id goes
 * back with the answer), or the scene and identity prefix Aliyun's own script needs.
 */
export type CaptchaChallenge = { provider: 'builtin'; id: string; image: string } | { provider: 'aliyun'; sceneId: string; prefix: string };

/**
 * The captcha sign-in asks for once an account or an address has failed a few times
 * (section 5: the login's captcha verification parameter). `param` is that parameter as
 * the client sent it; each provider reads it its own way.
 */
export interface CaptchaProvider {
  verify(param: string | undefined, ip: string): Promise<boolean>;
  /** A new challenge for the sign-in page (the built-in one answers once: a new one each time). */
  challenge(): Promise<CaptchaChallenge>;
}
