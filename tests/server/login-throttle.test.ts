import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultThrottlePolicy } from '../../server/features/session/login-throttle';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const policy = {
  ...defaultThrottlePolicy,
  account: { slowAfter: 2, lockAfter: 4 },
  address: { slowAfter: 5, lockAfter: 8 },
  baseDelayMs: 40,
  maxDelayMs: 200,
};

describe.each(backends)('login throttling on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { throttlePolicy: policy });
  });
  afterAll(() => t.close());

  it('slows repeated failures for one account, then refuses even the right password for a while', async () => {
    const { userName, password } = demoAccounts.teacher;
    const timings: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect((await t.login('staff', userName, 'Wrong@2026', `10.1.0.${i}`)).code).toBe('InvalidUserNameOrPassword');
      timings.push(performance.now() - started);
    }
    // The second and third failures are held back by 40 ms and 80 ms.
    expect(timings[2]).toBeGreaterThanOrEqual(80);
    expect((await t.login('staff', userName, 'Wrong@2026', '10.1.0.9')).code).toBe('InvalidUserNameOrPassword');
    const refused = await t.login('staff', userName, password, '10.1.0.10');
    expect(refused.code).toBe('TooManyAttempts');
    expect(refused.message).toMatch(/^登录失败次数过多，请稍后再试（约\d+分钟后可再次登录）$/);
    // Other accounts are unaffected.
    expect((await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password, '10.1.0.11')).success).toBe(true);
  });

  it('refuses an address that keeps failing across many account names', async () => {
    for (let i = 0; i < policy.address.lockAfter; i += 1) {
      expect((await t.login('student', `guess${i}`, 'Wrong@2026', '10.2.0.1')).code).toBe('InvalidUserNameOrPassword');
    }
    expect((await t.login('student', demoAccounts.student.userName, demoAccounts.student.password, '10.2.0.1')).code).toBe('TooManyAttempts');
    expect((await t.login('student', demoAccounts.student.userName, demoAccounts.student.password, '10.2.0.2')).success).toBe(true);
  });

  it('forgets an account\'s failures after a successful sign-in', async () => {
    const { userName, password } = demoAccounts.admin;
    await t.login('admin', userName, 'Wrong@2026', '10.3.0.1');
    await t.login('admin', userName, 'Wrong@2026', '10.3.0.1');
    expect((await t.login('admin', userName, password, '10.3.0.1')).success).toBe(true);
    await t.login('admin', userName, 'Wrong@2026', '10.3.0.1');
    await t.login('admin', userName, 'Wrong@2026', '10.3.0.1');
    expect((await t.login('admin', userName, password, '10.3.0.1')).success).toBe(true);
  });
});
