import { ErrorCodes } from '../../../shared/error-codes';
import { ApiError } from '../../api/api-error';

/**
 * Whether a failed sign-in means the captcha must be shown: 'refused' when the captcha was
 * missing or wrong (CaptchaFailure), 'next' when the password was wrong and the next try needs one.
 */
export function captchaAsked(error: unknown): 'refused' | 'next' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCodes.CaptchaFailure) return 'refused';
  const content = error.content as { captchaRequired?: unknown } | null | undefined;
  return content?.captchaRequired === true ? 'next' : null;
}
