import { describe, expect, it } from 'vitest';
import { codeError, isPhonePattern, phoneError, phoneLimits, phoneMessages, phonePattern } from './phone-rules';

describe('phone rules', () => {
  it('accepts 11 digits starting 1 then 3 to 9', () => {
    for (const p of ['13000000000', '19999999999', '15812345678']) expect(phoneError(p), p).toBeNull();
    for (const p of ['12000000000', '1300000000', '130000000000', '23000000000', '1380000000a', ' 13800000000']) expect(phoneError(p), p).toBe('请输入正确的手机号码格式');
    expect(phonePattern.source).toBe('^1[3-9]\\d{9}$');
  });

  it('recognises the rule in contract patterns, required or optional', () => {
    expect(isPhonePattern('^1[3-9]\\d{9}$')).toBe(true);
    expect(isPhonePattern('^(1[3-9]\\d{9})?$')).toBe(true);
    expect(isPhonePattern('^\\d{11}$')).toBe(false);
  });

  it('has the exact messages', () => {
    expect(phoneError('')).toBe('请输入手机号码');
    expect(codeError('  ')).toBe('请输入验证码');
    expect(codeError('123456')).toBeNull();
    expect([phoneMessages.codeSent, phoneMessages.verified]).toEqual(['验证码已发送', '验证通过']);
    expect(phoneMessages.smsText('012345')).toBe('您的验证码为012345，验证码5分钟内有效。');
  });

  it('counts down 60 seconds and keeps codes 5 minutes', () => {
    expect([phoneLimits.resendCountdownSeconds, phoneLimits.codeValidMinutes]).toEqual([60, 5]);
  });
});
