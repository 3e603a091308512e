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
