import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultThrottlePolicy } from '../../server/features/session/login-throttle';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

// Every password check of the server counted: how many guesses were really tried, whatever the answers say.
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/lib/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/lib/password-hash')>();
  return {
    ...original,
    verifyPassword: async (secret: string, stored: string) => {
      verified.count += 1;
      return original.verifyPassword(secret, stored);
    },
  };
});

// The product's limits, with the answers to failures held back only briefly.
const policy = { ...defaultThrottlePolicy, baseDelayMs: 1, maxDelayMs: 5 };
const burst = 200;

describe.each(backends)('password guesses sent together on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { throttlePolicy: policy });
  });
  afterAll(() => t.close());

  const together = (count: number, send: (i: number) => Promise<any>) => Promise.all(Array.from({ length: count }, (_, i) => send(i)));

  it(`checks at most the allowed number of a burst of ${burst} wrong passwords for one account`, async () => {
    verified.count = 0;
    const answers = await together(burst, () => t.login('staff', demoAccounts.teacher.userName, 'Wrong@2026', '10.20.0.1'));
    console.log(`guesses verified under a burst of ${burst} (${backend}, one account): ${verified.count} (allowed ${policy.account.lockAfter})`);
    expect(verified.count).toBeLessThanOrEqual(policy.account.lockAfter);
    expect(answers.filter((a) => a.code === 'InvalidUserNameOrPassword')).toHaveLength(verified.count);
    expect(answers.filter((a) => a.code === 'TooManyAttempts')).toHaveLength(burst - verified.count);
    // The account is locked now: even its right password is refused.
    expect((await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password, '10.20.0.2')).code).toBe('TooManyAttempts');
  });

  it(`checks at most the allowed number of a burst of ${burst} guesses from one address over many accounts`, async () => {
    verified.count = 0;
    await together(burst, (i) => t.login('student', `guess-${i}`, 'Wrong@2026', '10.21.0.1'));
    console.log(`guesses verified under a burst of ${burst} (${backend}, one address): ${verified.count} (allowed ${policy.address.lockAfter})`);
    expect(verified.count).toBeLessThanOrEqual(policy.address.lockAfter);
    expect((await t.login('student', demoAccounts.student.userName, demoAccounts.student.password, '10.21.0.1')).code).toBe('TooManyAttempts');
  });

  it('refuses the right password sent among 39 wrong ones once the limit is reached', async () => {
    const { userName, password } = demoAccounts.principal;
    for (let i = 0; i < policy.account.lockAfter; i += 1) {
      expect((await t.login('staff', userName, 'Wrong@2026', `10.22.0.${i}`)).code).toBe('InvalidUserNameOrPassword');
    }
    verified.count = 0;
    const answers = await together(40, (i) => t.login('staff', userName, i === 17 ? password : 'Wrong@2026', `10.22.1.${i}`));
    expect(verified.count).toBe(0);
    expect(answers.every((a) => a.code === 'TooManyAttempts')).toBe(true);
    // The counter was not cleared by the right password either.
    expect((await t.login('staff', userName, password, '10.22.2.1')).code).toBe('TooManyAttempts');
  });

  it('still lets as many right passwords as the limit sign in together when nothing failed before', async () => {
    const { userName, password } = demoAccounts.student;
    const answers = await together(policy.account.lockAfter, () => t.login('student', userName, password, '10.23.0.1'));
    expect(answers.every((a) => a.success)).toBe(true);
  });
});
