import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { accountEntries, hourBalances, hourEntries, moneyEntries, payAccounts, studentAccounts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** Hour ledger kinds (HourEntry.kind). */
export const HourKind = { bought: 1, given: 2, transferIn: 3, transferOut: 4, refunded: 5, afterPay: 6, reversal: 7, consumed: 8, signCorrection: 9 } as const;
/** Money ledger kinds (MoneyEntry.kind). */
export const MoneyKind = { received: 1, paidOut: 2, reversal: 3 } as const;
/** Stored-value account ledger kinds (AccountEntry.kind). */
export const AccountKind = { recharge: 1, refund: 2, reversal: 3, spent: 4, refundIn: 5 } as const;

export interface HourMovement {
  schoolId: number;
  campusId: number | null;
  studentId: number;
  courseId: number;
  /** The receipt that moved the hours, or null for a sign-in (signRecordId says which). */
  receiptId: number | null;
  signRecordId?: number | null;
  kind: number;
  hours: number;
  value: number;
  owed: number;
  reason?: string | null;
}

/**
 * The one way lesson hours change: an entry in the append-only hour ledger and the same
 * deltas on the student's cached balance for the course, in the caller's transaction. The
 * upsert locks the balance row, so concurrent movements add up; a balance that would go below
 * zero (hours, value or arrears) is refused with `refusal` and, in the transaction, nothing is written.
 */
export async function moveHours(db: Db, m: HourMovement, refusal = '剩余课时不足'): Promise<void> {
  const [row] = await db
    .insert(hourBalances)
    .values({ schoolId: m.schoolId, campusId: m.campusId, studentId: m.studentId, courseId: m.courseId, hours: m.hours, value: m.value, owed: m.owed })
    .onConflictDoUpdate({
      target: [hourBalances.studentId, hourBalances.courseId],
      set: {
        hours: sql`${hourBalances.hours} + ${m.hours}`,
        value: sql`${hourBalances.value} + ${m.value}`,
        owed: sql`${hourBalances.owed} + ${m.owed}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ hours: hourBalances.hours, value: hourBalances.value, owed: hourBalances.owed });
  if (row.hours < 0 || row.value < 0 || row.owed < 0 || row.owed > row.value) throw new ApiFailure(ErrorCodes.ActionFailure, refusal);
  await db.insert(hourEntries).values({ ...m, reason: m.reason ?? null });
}

/**
 * Many students' hours at once (a class's sign-in): the same as `moveHours` for each movement,
 * in two statements whatever their number — one upsert of the balances, locking them in
 * (student, course) order so two batches never wait on each other crosswise, and one insert of
 * the ledger entries. A movement may name each student × course once. A balance that would go
 * below zero is refused with `refusal` of its movement and, in the transaction, nothing is written.
 */
export async function moveHoursMany(db: Db, movements: HourMovement[], refusal: (m: HourMovement) => string): Promise<void> {
  if (movements.length === 0) return;
  const sorted = [...movements].sort((a, b) => a.studentId - b.studentId || a.courseId - b.courseId);
  const rows = await db
    .insert(hourBalances)
    .values(sorted.map((m) => ({ schoolId: m.schoolId, campusId: m.campusId, studentId: m.studentId, courseId: m.courseId, hours: m.hours, value: m.value, owed: m.owed })))
    .onConflictDoUpdate({
      target: [hourBalances.studentId, hourBalances.courseId],
      set: {
        hours: sql`${hourBalances.hours} + excluded.hours`,
        value: sql`${hourBalances.value} + excluded.value`,
        owed: sql`${hourBalances.owed} + excluded.owed`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ studentId: hourBalances.studentId, courseId: hourBalances.courseId, hours: hourBalances.hours, value: hourBalances.value, owed: hourBalances.owed });
  for (const row of rows) {
    if (row.hours < 0 || row.value < 0 || row.owed < 0 || row.owed > row.value) {
      const m = sorted.find((x) => x.studentId === row.studentId && x.courseId === row.courseId)!;
      throw new ApiFailure(ErrorCodes.ActionFailure, refusal(m));
    }
  }
  await db.insert(hourEntries).values(sorted.map((m) => ({ ...m, reason: m.reason ?? null })));
}

/** A student's account in a course, locked for the rest of the transaction (none: never bought). */
export async function lockHourBalance(db: Db, studentId: number, courseId: number) {
  const [row] = await db
    .select({ hours: hourBalances.hours, value: hourBalances.value, owed: hourBalances.owed })
    .from(hourBalances)
    .where(and(eq(hourBalances.studentId, studentId), eq(hourBalances.courseId, courseId)))
    .for('update');
  return row;
}

export interface MoneyMovement {
  schoolId: number;
  campusId: number | null;
  /** The student and receipt of a receipt's money; null for a school expense, which names `expenseId`. */
  studentId: number | null;
  payAccountId: number;
  receiptId: number | null;
  expenseId?: number | null;
  kind: number;
  amount: number;
}

/**
 * The one way money moves: an entry in the append-only money ledger and the same amount on the
 * payment account's cached balance (its update locks the row). An account may go below zero:
 * the ledger starts when the school starts using it, not with the cash already in the drawer.
 */
export async function moveMoney(db: Db, m: MoneyMovement): Promise<void> {
  if (m.amount === 0) return;
  await db
    .update(payAccounts)
    .set({ balance: sql`${payAccounts.balance} + ${m.amount}` })
    .where(and(eq(payAccounts.id, m.payAccountId), eq(payAccounts.schoolId, m.schoolId)));
  await db.insert(moneyEntries).values(m);
}

export interface AccountMovement {
  schoolId: number;
  campusId: number | null;
  studentId: number;
  payAccountId: number;
  receiptId: number;
  staffId: number | null;
  kind: number;
  amount: number;
}

/**
 * The one way a student's stored-value account changes: the same amount on the cached balance
 * (the upsert locks the row, so a recharge and a refund at once add up in turn) and an entry in
 * the append-only account ledger carrying the balance it left. A balance that would go below
 * zero is refused with `refusal` and, in the transaction, nothing is written.
 */
export async function moveAccount(db: Db, m: AccountMovement, refusal: (balance: number) => string): Promise<number> {
  const [row] = await db
    .insert(studentAccounts)
    .values({ schoolId: m.schoolId, campusId: m.campusId, studentId: m.studentId, balance: m.amount })
    .onConflictDoUpdate({ target: studentAccounts.studentId, set: { balance: sql`${studentAccounts.balance} + ${m.amount}`, updatedAt: sql`now()` } })
    .returning({ balance: studentAccounts.balance });
  if (row.balance < 0) throw new ApiFailure(ErrorCodes.ActionFailure, refusal(row.balance - m.amount));
  await db.insert(accountEntries).values({ ...m, balanceAfter: row.balance });
  return row.balance;
}
