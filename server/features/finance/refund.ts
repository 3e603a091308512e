import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { refundFigures, refundRounding, type RefundFigures } from '../../../shared/finance/money-rules';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { receiptLines, receipts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { balanceTooLow } from './account';
import { courseFor, payAccountInScope, studentInScope, writeReceipt } from './finance-scope';
import { AccountKind, HourKind, lockHourBalance, MoneyKind, moveAccount, moveHours, moveMoney } from './ledgers';

export interface RefundInput {
  studentId: number;
  courseId: number;
  hours: number;
  payAccountId: number;
  remark?: string;
}

/**
 * What of a student's course was paid from their stored-value account (储值支付) and has not yet
 * gone back to it: the valid charges' stored-value part that paid the course (the stored value
 * pays the course before the goods, which are handed over and never refunded), plus what valid
 * transfers carried into the course and less what they took out of it (their lines' `accountPart`,
 * `transferStoredValue`), less what valid refunds of the course already returned. Read under the
 * course account's lock, so two refunds or transfers at once take turns and return it once.
 */
export async function storedValueLeft(db: Db, studentId: number, courseId: number): Promise<number> {
  const ofCourse = (kind: number) =>
    sql`exists (select 1 from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${receiptLines.kind} = ${kind} and ${receiptLines.courseId} = ${courseId})`;
  const goodsPaid = sql`coalesce((select sum(${receiptLines.amount}) from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${receiptLines.kind} = 2), 0)`;
  const transferred = sql`coalesce((select sum(${receiptLines.accountPart}) from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${receiptLines.courseId} = ${courseId}), 0)`;
  const [row] = await db
    .select({
      left: sql<string>`coalesce(sum(case when ${receipts.kind} = 1 and ${ofCourse(1)} then greatest(0, least(${receipts.accountPaid}, ${receipts.amount} - ${goodsPaid}))
                                          when ${receipts.kind} = 3 and ${ofCourse(4)} then ${receipts.accountPaid}
                                          when ${receipts.kind} = 2 then ${transferred} else 0 end), 0)`,
    })
    .from(receipts)
    .where(and(eq(receipts.studentId, studentId), eq(receipts.state, 1), sql`((${receipts.kind} in (1, 3) and ${receipts.accountPaid} <> 0) or ${receipts.kind} = 2)`));
  return Math.max(0, Number(row.left));
}

/**
 * What taking `hours` out of the student's course would be worth, read under the account's row
 * lock (in a transaction the lock holds until the write): of two refunds of the same hours at
 * once, the second waits and then finds them gone.
 */
export async function quoteHours(db: Db, actor: StaffActor, studentId: number, courseId: number, hours: number): Promise<RefundFigures & { storedValue: number; toAccount: number; rounding: string; campusId: number | null; courseName: string }> {
  const student = await studentInScope(db, actor, studentId);
  const course = await courseFor(db, actor, courseId, student.campusId, false);
  const account = await lockHourBalance(db, studentId, courseId);
  if (!account || account.hours <= 0) throw new ApiFailure(ErrorCodes.ActionFailure, '该学员在此课程没有剩余课时');
  if (hours > account.hours) throw new ApiFailure(ErrorCodes.ActionFailure, `剩余课时不足，最多可退${account.hours}课时`);
  const figures = refundFigures(account, hours);
  // Money goes back the way it came, stored value first: what was paid from the account returns
  // to it (the family may still take it out by 账户退款); only the rest is paid out.
  const storedValue = await storedValueLeft(db, studentId, courseId);
  return { ...figures, storedValue, toAccount: Math.min(figures.refund, storedValue), rounding: refundRounding, campusId: student.campusId, courseName: course.name };
}

/**
 * 退费: pays back the paid part of the unused hours' worth, cancels the unpaid part. The part that
 * was paid from the stored-value account returns to it (退费转入, under the account's row lock);
 * the rest leaves through the payment account the refund names.
 */
export async function writeRefund(db: Db, actor: StaffActor, input: RefundInput): Promise<number> {
  await payAccountInScope(db, actor, input.payAccountId);
  const quote = await quoteHours(db, actor, input.studentId, input.courseId, input.hours);
  const receiptId = await writeReceipt(
    db,
    actor,
    { kind: 3, studentId: input.studentId, campusId: quote.campusId, payAccountId: input.payAccountId, amountDue: -quote.refund, amount: -quote.refund, accountPaid: -quote.toAccount, rounding: quote.rounding, remark: input.remark },
    [{ kind: 4, courseId: input.courseId, name: quote.courseName, quantity: input.hours, amount: -quote.refund, discount: quote.owed }],
  );
  const base = { schoolId: actor.schoolId, campusId: quote.campusId, studentId: input.studentId, receiptId };
  await moveHours(db, { ...base, courseId: input.courseId, kind: HourKind.refunded, hours: -input.hours, value: -quote.value, owed: -quote.owed, reason: '退费' });
  if (quote.toAccount > 0) {
    await moveAccount(db, { ...base, payAccountId: input.payAccountId, staffId: actor.staffId, kind: AccountKind.refundIn, amount: quote.toAccount }, balanceTooLow);
  }
  await moveMoney(db, { ...base, payAccountId: input.payAccountId, kind: MoneyKind.paidOut, amount: -(quote.refund - quote.toAccount) });
  return receiptId;
}
