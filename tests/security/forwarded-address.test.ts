import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../server/db/schema';
import { defaultThrottlePolicy } from '../../server/features/session/login-throttle';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { backends } from '../server/test-database';
import { loginPaths, startTestApp, type TestApp } from '../server/test-app';

// An address is locked after three failures here, so a few calls show whose address counts.
const policy = { ...defaultThrottlePolicy, address: { slowAfter: 10, lockAfter: 3 }, baseDelayMs: 1, maxDelayMs: 5 };
const { userName, password } = demoAccounts.teacher;

function signIn(t: TestApp, from: string, forwardedFor: string | undefined, secret: string, name: string = userName) {
  return t.app
    .inject({
      method: 'POST',
      url: loginPaths.staff,
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { userName: name, password: encodePasswordForTransport(secret) },
    })
    .then((res) => res.json());
}

async function lockAddress(t: TestApp, from: string, forwardedFor?: string) {
  for (let i = 0; i < policy.address.lockAfter; i += 1) {
    expect((await signIn(t, from, forwardedFor, 'Wrong@2026', `nobody-${i}`)).code).toBe('InvalidUserNameOrPassword');
  }
}

describe.each(backends)('forwarded client addresses on %s', (backend) => {
  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, { throttlePolicy: policy });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: a locked address stays locked whatever the header says', async () => {
      await lockAddress(t, '203.0.113.7');
      const answer = await signIn(t, '203.0.113.7', '203.0.113.8', password);
      expect(answer.code).toBe('TooManyAttempts');
      // …and the login log records the address the request really came from.
      const [last] = await t.database.db.select({ ip: loginLogs.ip }).from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
      expect(last.ip).toBe('203.0.113.7');
    });

    it('cannot be locked by another client naming it in X-Forwarded-For', async () => {
      await lockAddress(t, '198.51.100.1', '198.51.100.99');
      expect((await signIn(t, '198.51.100.99', undefined, password)).success).toBe(true);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, { throttlePolicy: policy, env: { TRUST_PROXY: '10.0.0.5, 127.0.0.0/8' } });
    });
    afterAll(() => t.close());

    it('takes the client address from the header of a configured proxy (an address or a CIDR range)', async () => {
      await lockAddress(t, '127.0.0.1', '203.0.113.7');
      expect((await signIn(t, '10.0.0.5', '203.0.113.7', password)).code).toBe('TooManyAttempts');
      expect((await signIn(t, '127.0.0.1', '203.0.113.8', password)).success).toBe(true);
    });

    it('still ignores the header from a client that is not a configured proxy', async () => {
      await lockAddress(t, '192.0.2.50');
      expect((await signIn(t, '192.0.2.50', '192.0.2.51', password)).code).toBe('TooManyAttempts');
    });
  });
});
