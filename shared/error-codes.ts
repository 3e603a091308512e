/** The error catalogue of specification section 8, shared by server and web app. */
export const ErrorCodes = {
  Success: 'Success',
  InvalidToken: 'InvalidToken',
  AuthFailure: 'AuthFailure',
  InvalidParameter: 'InvalidParameter',
  ActionFailure: 'ActionFailure',
  SysError: 'SysError',
  CaptchaFailure: 'CaptchaFailure',
  UpdatePasswordError: 'UpdatePasswordError',
  StarGrantFailure: 'StarGrantFailure',
  PhoneNotUnique: 'PhoneNotUnique',
  PhoneRepeat: 'PhoneRepeat',
  ExchangeError: 'ExchangeError',
  SmsVerifyFailure: 'SmsVerifyFailure',
  InvalidUserNameOrPassword: 'InvalidUserNameOrPassword',
  TooManyAttempts: 'TooManyAttempts',
  NotFound: 'NotFound',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** Codes whose warning stays for the warning duration (section 8, "each shows a warning for 2 seconds"). */
export const timedWarningCodes: ReadonlySet<string> = new Set([
  ErrorCodes.AuthFailure,
  ErrorCodes.UpdatePasswordError,
  ErrorCodes.ActionFailure,
  ErrorCodes.InvalidParameter,
  ErrorCodes.PhoneNotUnique,
  ErrorCodes.ExchangeError,
  ErrorCodes.PhoneRepeat,
  ErrorCodes.SmsVerifyFailure,
  ErrorCodes.SysError,
  ErrorCodes.InvalidUserNameOrPassword,
  ErrorCodes.TooManyAttempts,
]);

export interface Envelope<T = unknown> {
  success: boolean;
  code: ErrorCode;
  message: string;
  content?: T | null;
}
