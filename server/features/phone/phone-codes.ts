import { recordUserChange, selfOperator } from '../user-change/record-user-change';
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { phoneError, codeError, phoneLimits, phoneMessages, phoneStates } from '../../../shared/account-safety/phone-rules';
import type { Schema } from '../../../shared/contract-schemas';
import type { Db } from '../../db/client';
import { phoneCodes, staff, verifiedPhones } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import type { SmsProvider } from './sms-provider';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

function requireValidPhone(phone: string): void {
  const error = phoneError(phone);
  if (error) throw new ApiFailure(ErrorCodes.InvalidParameter, error);
}

/** A number verified by, or recorded on, another staff account may not be taken (section 4). */
async function ensureNotTaken(db: Db, staffId: number, phone: string): Promise<void> {
  const verified = await db.select({ id: verifiedPhones.staffId }).from(verifiedPhones).where(and(eq(verifiedPhones.phone, phone), ne(verifiedPhones.staffId, staffId))).limit(1);
  const recorded = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.phone, phone), ne(staff.id, staffId))).limit(1);
  if (verified.length || recorded.length) throw new ApiFailure(ErrorCodes.PhoneNotUnique, phoneMessages.notUnique);
}

async function sentSince(db: Db, where: ReturnType<typeof eq>, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(phoneCodes).where(and(where, gt(phoneCodes.createdAt, since)));
  return Number(row.n);
}

/** Rate limits: one code a minute and a daily cap per number, an hourly cap per address. */
async function ensureMaySend(db: Db, phone: string, ip: string): Promise<void> {
  if (await sentSince(db, eq(phoneCodes.phone, phone), secondsAgo(phoneLimits.resendCountdownSeconds))) {
    throw new ApiFailure(ErrorCodes.PhoneRepeat, phoneMessages.resendTooSoon);
  }
  if ((await sentSince(db, eq(phoneCodes.phone, phone), secondsAgo(24 * 3600))) >= phoneLimits.sendsPerNumberPerDay) {
    throw new ApiFailure(ErrorCodes.PhoneRepeat, phoneMessages.dailyLimit);
  }
  if ((await sentSince(db, eq(phoneCodes.ip, ip), secondsAgo(3600))) >= phoneLimits.sendsPerAddressPerHour) {
    throw new ApiFailure(ErrorCodes.ActionFailure, phoneMessages.addressLimit);
  }
}

export async function sendPhoneCode(db: Db, sms: SmsProvider, staffId: number, phone: string, ip: string) {
  requireValidPhone(phone);
  await ensureNotTaken(db, staffId, phone);
  await ensureMaySend(db, phone, ip);
  const code = String(randomInt(0, 10 ** phoneLimits.codeLength)).padStart(phoneLimits.codeLength, '0');
  const expiresAt = new Date(Date.now() + phoneLimits.codeValidMinutes * 60_000);
  await db.insert(phoneCodes).values({ staffId, phone, codeHash: sha256(code), ip, expiresAt });
  await sms.send(phone, phoneMessages.smsText(code));
  return { resendAfterSeconds: phoneLimits.resendCountdownSeconds, validMinutes: phoneLimits.codeValidMinutes };
}

const wrongCode = () => new ApiFailure(ErrorCodes.SmsVerifyFailure, phoneMessages.wrongCode);

/** Checks the latest live code for this account and number; on success the number becomes the account's verified phone. */
export async function verifyPhoneCode(db: Db, staffId: number, phone: string, code: string): Promise<void> {
  requireValidPhone(phone);
  const missingCode = codeError(code);
  if (missingCode) throw new ApiFailure(ErrorCodes.InvalidParameter, missingCode);
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.staffId, staffId), eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, new Date())))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= phoneLimits.maxAttemptsPerCode) throw wrongCode();
  if (latest.codeHash !== sha256(code.trim())) {
    await db.update(phoneCodes).set({ attempts: latest.attempts + 1 }).where(eq(phoneCodes.id, latest.id));
    throw wrongCode();
  }
  await ensureNotTaken(db, staffId, phone);
  try {
    await db.transaction(async (tx) => {
      await tx.update(phoneCodes).set({ usedAt: new Date() }).where(eq(phoneCodes.id, latest.id));
      const [before] = await tx.select({ phone: staff.phone }).from(staff).where(eq(staff.id, staffId));
      await tx.update(staff).set({ phone }).where(eq(staff.id, staffId));
      if (before?.phone !== phone) await recordUserChange(tx, { accountKind: 'staff', accountId: staffId, kind: 'phone', oldValue: before?.phone, newValue: phone, operator: selfOperator });
      await tx.delete(verifiedPhones).where(eq(verifiedPhones.staffId, staffId));
      await tx.insert(verifiedPhones).values({ staffId, phone });
    });
  } catch (error) {
    // Two accounts verifying one number at once: the unique index lets only the first through.
    if (String((error as { cause?: unknown }).cause ?? error).includes('unique')) throw new ApiFailure(ErrorCodes.PhoneNotUnique, phoneMessages.notUnique);
    throw error;
  }
}

/** verifyPhoneState: 0 verified, 1 no number, 2 a stored number not yet verified, 3 that number is verified by someone else. */
export async function phoneState(db: Db, staffId: number): Promise<Schema<'PhoneState'>> {
  const [me] = await db.select({ phone: staff.phone }).from(staff).where(eq(staff.id, staffId)).limit(1);
  const phone = me?.phone || null;
  if (!phone) return { state: phoneStates.missing, phone: null };
  const [owner] = await db.select({ staffId: verifiedPhones.staffId }).from(verifiedPhones).where(eq(verifiedPhones.phone, phone)).limit(1);
  if (!owner) return { state: phoneStates.unverified, phone };
  return { state: owner.staffId === staffId ? phoneStates.verified : phoneStates.conflict, phone };
}
