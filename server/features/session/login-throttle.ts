import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/**
 * Slows and then refuses repeated failed sign-ins, per account and per address. The
 * counters live in the database so every server process sees the same numbers. An
 * address gets more room than an account because a school's computer room shares one.
 *
 * Each attempt announces itself under both keys in one atomic statement before its password
 * is checked, and goes on only while the failures plus the attempts still under way stay within
 * the limit: requests sent together cannot all slip through a check made before any of them has
 * failed. A crashed process's attempts are forgotten with the window.
 */
export interface ThrottlePolicy {
  windowMs: number;
  lockMs: number;
  account: { slowAfter: number; lockAfter: number };
  address: { slowAfter: number; lockAfter: number };
  /** Failures (of the account or of the address) after which sign-in also asks for a captcha. */
  captchaAfter: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  account: { slowAfter: 3, lockAfter: 10 },
  address: { slowAfter: 20, lockAfter: 100 },
  captchaAfter: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** One attempt's standing under both keys. */
export type Reservation =
  | { allowed: true; keys: ThrottleKeys; captchaRequired: boolean }
  | { allowed: false; lockedUntil: Date };

export type GrantedReservation = Extract<Reservation, { allowed: true }>;

interface Standing {
  failures: number;
  pending: number;
  lockedUntil: Date | null;
}

export function createLoginThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy) {
  const { key: keyColumn, failures, pending, windowStart, lockedUntil } = loginAttempts;

  /** Counts this attempt as under way; a passed window or an ended lock starts the key afresh. */
  async function announce(key: string): Promise<Standing> {
    const now = new Date();
    const windowStartCutoff = new Date(now.getTime() - policy.windowMs);
    const restart = sql`(${lockedUntil} is not null and ${lockedUntil} <= ${now}) or (${lockedUntil} is null and ${windowStart} < ${windowStartCutoff})`;
    const rows = await db
      .insert(loginAttempts)
      .values({ key, failures: 0, pending: 1, windowStart: now })
      .onConflictDoUpdate({
        target: keyColumn,
        set: {
          failures: sql`case when ${restart} then 0 else ${failures} end`,
          pending: sql`case when ${restart} then 1 else ${pending} + 1 end`,
          windowStart: sql`case when ${restart} then ${now} else ${windowStart} end`,
          lockedUntil: sql`case when ${restart} then null else ${lockedUntil} end`,
        },
      })
      .returning({ failures, pending, lockedUntil });
    const row = rows[0];
    return { ...row, lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
  }

  async function settle(key: string, set: { failures?: SQL | number; lockedUntil?: SQL | null } = {}): Promise<number> {
    const rows = await db
      .update(loginAttempts)
      .set({ pending: sql`greatest(${pending} - 1, 0)`, ...set })
      .where(eq(keyColumn, key))
      .returning({ failures });
    return rows[0]?.failures ?? 0;
  }

  /** A wrong password: one more failure; at the limit the key is locked for lockMs. */
  async function fail(key: string, lockAfter: number): Promise<number> {
    const now = new Date();
    const lockUntil = new Date(now.getTime() + policy.lockMs);
    return settle(key, {
      failures: sql`${failures} + 1`,
      lockedUntil: sql`case when ${failures} + 1 >= ${lockAfter} and (${lockedUntil} is null or ${lockedUntil} <= ${now}) then ${lockUntil} else ${lockedUntil} end`,
    });
  }

  function delayFor(count: number, slowAfter: number): number {
    if (count < slowAfter) return 0;
    return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (count - slowAfter));
  }

  return {
    /** Announces this attempt; refused when either key is locked or its failures and attempts under way would pass the limit. */
    async reserve(keys: ThrottleKeys): Promise<Reservation> {
      const [account, address] = await Promise.all([announce(keys.account), announce(keys.address)]);
      const full = account.failures + account.pending > policy.account.lockAfter || address.failures + address.pending > policy.address.lockAfter;
      if (account.lockedUntil || address.lockedUntil || full) {
        await Promise.all([settle(keys.account), settle(keys.address)]);
        const locks = [account.lockedUntil, address.lockedUntil].filter((d): d is Date => d !== null);
        // Full of attempts still under way: the lock their failures are about to set.
        const until = locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : new Date(Date.now() + policy.lockMs);
        return { allowed: false, lockedUntil: until };
      }
      const captchaRequired = account.failures >= policy.captchaAfter || address.failures >= policy.captchaAfter;
      return { allowed: true, keys, captchaRequired };
    },

    /** The attempt ended before its password was judged (a failed captcha): it no longer counts. */
    async release(reservation: GrantedReservation): Promise<void> {
      await Promise.all([settle(reservation.keys.account), settle(reservation.keys.address)]);
    },

    /** A wrong password: counted under both keys; says how long to hold the answer back and whether the next try needs a captcha. */
    async failed(reservation: GrantedReservation): Promise<{ delayMs: number; captchaRequired: boolean }> {
      const { keys } = reservation;
      const [account, address] = await Promise.all([fail(keys.account, policy.account.lockAfter), fail(keys.address, policy.address.lockAfter)]);
      return {
        delayMs: Math.max(delayFor(account, policy.account.slowAfter), delayFor(address, policy.address.slowAfter)),
        captchaRequired: account >= policy.captchaAfter || address >= policy.captchaAfter,
      };
    },

    /** The right password: the account's failures are forgotten; the address keeps its own. */
    async succeeded(reservation: GrantedReservation): Promise<void> {
      await Promise.all([settle(reservation.keys.account, { failures: 0, lockedUntil: null }), settle(reservation.keys.address)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
