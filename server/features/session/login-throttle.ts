import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/**
 * Slows and then refuses repeated failed sign-ins, per account and per address. The
 * counters live in the database so every server process sees the same numbers. An
 * address gets more room than an account because a school's computer room shares one.
 */
export interface ThrottlePolicy {
  windowMs: number;
  lockMs: number;
  account: { slowAfter: number; lockAfter: number };
  address: { slowAfter: number; lockAfter: number };
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  account: { slowAfter: 3, lockAfter: 10 },
  address: { slowAfter: 20, lockAfter: 100 },
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function createLoginThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy) {
  async function lockedUntil(key: string): Promise<Date | null> {
    const rows = await db.select({ lockedUntil: loginAttempts.lockedUntil }).from(loginAttempts).where(eq(loginAttempts.key, key));
    const until = rows[0]?.lockedUntil;
    return until && until.getTime() > Date.now() ? until : null;
  }

  /** Counts one failure atomically, resetting counters whose window has passed; returns the new count. */
  async function recordFailure(key: string, limits: { lockAfter: number }): Promise<number> {
    const windowStartCutoff = new Date(Date.now() - policy.windowMs);
    const lockUntil = new Date(Date.now() + policy.lockMs);
    const rows = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} < ${windowStartCutoff} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} < ${windowStartCutoff} then now() else ${loginAttempts.windowStart} end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const failures = rows[0].failures;
    if (failures >= limits.lockAfter) {
      await db.update(loginAttempts).set({ lockedUntil: lockUntil, failures: 0, windowStart: new Date() }).where(eq(loginAttempts.key, key));
    }
    return failures;
  }

  function delayFor(failures: number, slowAfter: number): number {
    if (failures < slowAfter) return 0;
    return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failures - slowAfter));
  }

  return {
    /** The later of the two locks, if either key is locked. */
    async lockedUntil(keys: ThrottleKeys): Promise<Date | null> {
      const [a, b] = await Promise.all([lockedUntil(keys.account), lockedUntil(keys.address)]);
      if (!a) return b;
      if (!b) return a;
      return a > b ? a : b;
    },

    /** Records a failure under both keys and returns how long to hold the answer back. */
    async failed(keys: ThrottleKeys): Promise<number> {
      const [accountFailures, addressFailures] = await Promise.all([
        recordFailure(keys.account, policy.account),
        recordFailure(keys.address, policy.address),
      ]);
      return Math.max(delayFor(accountFailures, policy.account.slowAfter), delayFor(addressFailures, policy.address.slowAfter));
    },

    async succeeded(keys: ThrottleKeys): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
