/**
 * The captcha parameter of the login calls (section 5). A real verifier (for example
 * Aliyun's captcha service) plugs in here; without one configured every request passes,
 * and the login throttle remains the guard against guessing.
 */
export interface CaptchaVerifier {
  verify(param: string | undefined, ip: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = {
  verify: async () => true,
};
