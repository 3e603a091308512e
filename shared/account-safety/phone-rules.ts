/** Phone verification rules and constants of sections 4, 5, 8 and 9, shared by dialog and server. */
const codeValidity = '验证码5分钟内有效';

export const phoneMessages = {
  required: '请输入手机号码',
  badFormat: '请输入正确的手机号码格式',
  codeRequired: '请输入验证码',
  codeSent: '验证码已发送',
  verified: '验证通过',
  codeValidity,
  wrongCode: '验证码错误或已过期',
  notUnique: '该手机号码已被其他账号使用',
  resendTooSoon: '验证码发送过于频繁，请稍后再试',
  dailyLimit: '该手机号码今日验证码发送次数已达上限',
  addressLimit: '当前网络发送验证码过于频繁，请稍后再试',
  smsText: (code: string) => `您的验证码为${code}，${codeValidity}。`,
} as const;

export const phoneLimits = {
  resendCountdownSeconds: 60,
  codeValidMinutes: 5,
  codeLength: 6,
  /** Wrong guesses allowed against one code before it is void. */
  maxAttemptsPerCode: 5,
  sendsPerNumberPerDay: 10,
  sendsPerAddressPerHour: 20,
} as const;

/** 1, then 3 to 9, then 9 digits (section 9). */
export const phonePattern = /^1[3-9]\d{9}$/;

/** The same rule for a phone field that may stay empty. */
export const optionalPhonePattern = new RegExp(`^(${phonePattern.source.slice(1, -1)})?$`);

/** State from verifyPhoneState: 0 verified; 1 no number on record; 2 a stored number not yet verified (shown read-only); 3 the stored number is verified by another account. */
export const phoneStates = { verified: 0, missing: 1, unverified: 2, conflict: 3 } as const;

/** A contract pattern that states the phone rule, required or optional (`^(…)?$`), as entity fields do. */
export function isPhonePattern(source: string): boolean {
  const core = phonePattern.source.slice(1, -1);
  return source === phonePattern.source || source === `^(${core})?$`;
}

/** The dialog's message for a phone field, or null when it is acceptable. */
export function phoneError(phone: string): string | null {
  if (!phone) return phoneMessages.required;
  return phonePattern.test(phone) ? null : phoneMessages.badFormat;
}

export function codeError(code: string): string | null {
  return code.trim() ? null : phoneMessages.codeRequired;
}
