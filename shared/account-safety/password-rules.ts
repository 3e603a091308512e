/**
 * Password change rules of specification section 5, shared by the change dialog and the
 * server (which re-checks them and judges stored passwords with the same functions).
 */
export const passwordMessages = {
  currentRequired: '请输入当前密码',
  newRequired: '请输入新密码',
  repeatRequired: '请再次输入新密码',
  mismatch: '两次输入密码不一致',
  principalRule: '密码长度为8~16个字符，必须包含至少一个字母、一个数字和一个特殊符号',
  otherRule: '密码至少8个字符长度，必须包含至少一个字母和一个数字',
  changed: '密码重置成功,请重新登录',
  wrongOld: '当前密码不正确',
  sameAsOld: '新密码不能与当前密码相同',
  digestMismatch: '新密码与其摘要不一致',
  reminderTitle: '密码安全提醒',
  reminderText: '您的密码强度较弱，为了账号安全，建议尽快更换。',
  reminderChange: '修改密码',
  reminderIgnore: '关闭提醒',
} as const;

/** Identity values of section 9. As session identity 1 is staff and 2 is student. */
export const identities = { staff: 1, student: 2 } as const;

export const passwordLimits = {
  principalMin: 8,
  principalMax: 16,
  otherMin: 8,
} as const;

const hasLetter = /[A-Za-z]/;
const hasDigit = /\d/;
/** Any printable ASCII character that is neither a letter, a digit nor a space. */
const hasSymbol = /[!-/:-@[-`{-~]/;
const onlyPrintable = /^[!-~]+$/;
const onlyLettersAndDigits = /^[A-Za-z0-9]+$/;

/**
 * The rule for an identity. Section 6 leaves "identity 1 versus 2 in password rules" open;
 * identity is read as the session identity: 1 (staff, the principal-type rule), otherwise the
 * student rule.
 */
export function passwordRuleMessage(identity: number): string {
  return identity === identities.staff ? passwordMessages.principalRule : passwordMessages.otherRule;
}

export function isStrongPassword(password: string, identity: number): boolean {
  if (identity === identities.staff) {
    return (
      password.length >= passwordLimits.principalMin &&
      password.length <= passwordLimits.principalMax &&
      onlyPrintable.test(password) &&
      hasLetter.test(password) &&
      hasDigit.test(password) &&
      hasSymbol.test(password)
    );
  }
  return password.length >= passwordLimits.otherMin && onlyLettersAndDigits.test(password) && hasLetter.test(password) && hasDigit.test(password);
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Field errors of the change dialog, in field order; empty when the input may be sent. */
export function validatePasswordChange(input: PasswordChangeInput, identity: number): Partial<Record<keyof PasswordChangeInput, string>> {
  const errors: Partial<Record<keyof PasswordChangeInput, string>> = {};
  if (!input.oldPassword) errors.oldPassword = passwordMessages.currentRequired;
  if (!input.newPassword) errors.newPassword = passwordMessages.newRequired;
  else if (!isStrongPassword(input.newPassword, identity)) errors.newPassword = passwordRuleMessage(identity);
  if (!input.repeatPassword) errors.repeatPassword = passwordMessages.repeatRequired;
  else if (input.newPassword && input.repeatPassword !== input.newPassword) errors.repeatPassword = passwordMessages.mismatch;
  return errors;
}
