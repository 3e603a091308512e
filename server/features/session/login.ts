import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { ApiFailure } from '../../lib/api-failure';
import { dummyPasswordHash, verifyPassword } from '../../lib/password-hash';
import { recordLoginAttempt } from '../login-log/record-login';
import { findLoginAccount } from '../../auth/accounts';
import { describeSession } from '../../auth/session-views';
import type { SessionKind } from '../../auth/session-store';

export interface LoginInput {
  userName: string;
  password: string;
  captchaVerifyParam?: string;
}

function formatLockMessage(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `${messages.tooManyAttempts}（约${minutes}分钟后可再次登录）`;
}

/** One sign-in flow for the three kinds; every attempt, granted or refused, goes to the login log. */
export async function login(deps: AppDeps, kind: SessionKind, input: LoginInput, ip: string, log: (error: unknown) => void = () => {}) {
  const attempt = { kind, userName: input.userName, ip };
  try {
    const result = await openSession(deps, kind, await signIn(deps, kind, input, ip), ip);
    await recordLoginAttempt(deps.db, { ...attempt, success: true, message: null }, log);
    return result;
  } catch (error) {
    const message = error instanceof ApiFailure ? error.message : messages.sysError;
    await recordLoginAttempt(deps.db, { ...attempt, success: false, message }, log);
    throw error;
  }
}

/**
 * Each kind has its own call, table and session. The attempt takes its place with the throttle
 * before anything is checked, so however many arrive together only the allowed number reach
 * the password check; a captcha is asked for once the account or the address has failed a few times.
 */
async function signIn(deps: AppDeps, kind: SessionKind, input: LoginInput, ip: string) {
  const keys = { account: `account:${kind}:${input.userName.toLowerCase()}`, address: `address:${ip}` };
  const reservation = await deps.throttle.reserve(keys);
  if (!reservation.allowed) throw new ApiFailure(ErrorCodes.TooManyAttempts, formatLockMessage(reservation.lockedUntil));

  let judged = false;
  try {
    if (reservation.captchaRequired && !(await deps.captcha.verify(input.captchaVerifyParam, ip))) {
      throw new ApiFailure(ErrorCodes.CaptchaFailure, messages.captchaFailure, { code: ErrorCodes.CaptchaFailure });
    }
    const account = await findLoginAccount(deps.db, kind, input.userName);
    const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
    judged = true;
    if (!account || !passwordOk) {
      const { delayMs, captchaRequired } = await deps.throttle.failed(reservation);
      if (delayMs > 0) await sleep(delayMs);
      // The sign-in page shows the captcha with the next try rather than after a refused one.
      const content = captchaRequired ? { code: ErrorCodes.InvalidUserNameOrPassword, captchaRequired: true } : null;
      throw new ApiFailure(ErrorCodes.InvalidUserNameOrPassword, messages.invalidUserNameOrPassword, content);
    }
    await deps.throttle.succeeded(reservation);
    return account;
  } finally {
    // Refused before the password was judged (captcha, or an error): the place goes back.
    if (!judged) await deps.throttle.release(reservation);
  }
}

/** A right password: the account and its school must still be active. */
async function openSession(deps: AppDeps, kind: SessionKind, account: NonNullable<Awaited<ReturnType<typeof findLoginAccount>>>, ip: string) {
  if (!account.schoolActive) throw new ApiFailure(ErrorCodes.AuthFailure, messages.schoolStopped);
  if (!account.active) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accountDisabled);

  const view = await describeSession(deps.db, deps.permissionTrees, { kind, accountId: account.id });
  if (!view) throw new ApiFailure(ErrorCodes.SysError, messages.sysError);
  const token = await deps.sessions.issue(kind, account.id, ip);
  return { token, authTree: view.authTree };
}
