import { describe, expect, it } from 'vitest';
import { identities, isStrongPassword, passwordMessages, passwordRuleMessage, validatePasswordChange } from './password-rules';
import { specText } from '../../tests/fixtures/spec-texts';

describe('password rules', () => {
  it('staff (identity 1): 8 to 16 characters with a letter, a digit and a special symbol', () => {
    const ok = ['Abc@1234', 'a1!aaaaa', 'Teacher@2026', 'x'.repeat(13) + '1!a'];
    const bad = ['Ab@1234', 'Abcdefg@', 'Abc12345', '12345678!', 'Abc@1234567890123', 'Abc 1234@', 'Abc@123４'];
    for (const p of ok) expect(isStrongPassword(p, identities.staff), p).toBe(true);
    for (const p of bad) expect(isStrongPassword(p, identities.staff), p).toBe(false);
  });

  it('others: 8 or more, letters and digits only, at least one of each', () => {
    for (const p of ['Student2026', 'abc12345', 'a1'.repeat(20)]) expect(isStrongPassword(p, identities.student), p).toBe(true);
    for (const p of ['abc1234', 'abcdefgh', '12345678', 'Pupil@2027']) expect(isStrongPassword(p, identities.student), p).toBe(false);
  });

  it('names the rule of the identity', () => {
    expect(passwordRuleMessage(identities.staff)).toBe('密码长度为8~16个字符，必须包含至少一个字母、一个数字和一个特殊符号');
    expect(passwordRuleMessage(identities.student)).toBe('密码至少8个字符长度，必须包含至少一个字母和一个数字');
  });

  it('requires all three fields and a matching repeat, with the exact messages', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', repeatPassword: '' }, identities.staff)).toEqual({
      oldPassword: '请输入当前密码',
      newPassword: '请输入新密码',
      repeatPassword: '请再次输入新密码',
    });
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'Abc@1234', repeatPassword: 'Abc@12345' }, identities.staff)).toEqual({ repeatPassword: '两次输入密码不一致' });
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'abc12345', repeatPassword: 'abc12345' }, identities.staff)).toEqual({ newPassword: specText.passwordMessages.principalRule });
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'abc12345', repeatPassword: 'abc12345' }, identities.student)).toEqual({});
  });

  it('keeps the reminder and success texts of sections 4 and 8', () => {
    expect([passwordMessages.changed, passwordMessages.reminderChange, passwordMessages.reminderIgnore]).toEqual(['密码重置成功,请重新登录', '修改密码', '关闭提醒']);
  });
});
