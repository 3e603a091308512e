import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';
import type { SessionKind } from '../../auth/session-store';

export interface LoginAttempt {
  kind: SessionKind;
  userName: string;
  success: boolean;
  ip: string;
  /** Why it failed (the message the user saw); null on success. */
  message: string | null;
}

/**
 * Appends one sign-in attempt to the login log. A log write that fails must not turn a good
 * sign-in into an error, so it is reported to the caller's logger and swallowed.
 */
export async function recordLoginAttempt(db: Db, attempt: LoginAttempt, onError: (error: unknown) => void): Promise<void> {
  try {
    await db.insert(loginLogs).values({ ...attempt, userName: attempt.userName.slice(0, 100), ip: attempt.ip.slice(0, 64) });
  } catch (error) {
    onError(error);
  }
}
