import { ErrorCodes } from '../../../shared/error-codes';
import { refundFigures, refundRounding, type RefundFigures } from '../../../shared/finance/money-rules';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../lib/api-failure';
import { courseFor, payAccountInScope, studentInScope, writeReceipt } from './finance-scope';
import { HourKind, lockHourBalance, MoneyKind, moveHours, moveMoney } from './ledgers';

export interface RefundInput {
  studentId: number;
  courseId: number;
  hours: number;
  payAccountId: number;
  remark?: string;
}

/**
 * What taking `hours` out of the student's course would be worth, read under the account's row
 * lock (in a transaction the lock holds until the write): of two refunds of the same hours at
 * once, the second waits and then finds them gone.
 */
export async function quoteHours(db: Db, actor: StaffActor, studentId: number, courseId: number, hours: number): Promise<RefundFigures & { rounding: string; campusId: number | null; courseName: string }> {
  const student = await studentInScope(db, actor, studentId);
  const course = await courseFor(db, actor, courseId, student.campusId, false);
  const account = await lockHourBalance(db, studentId, courseId);
  if (!account || account.hours <= 0) throw new ApiFailure(ErrorCodes.ActionFailure, '该学员在此课程没有剩余课时');
  if (hours > account.hours) throw new ApiFailure(ErrorCodes.ActionFailure, `剩余课时不足，最多可退${account.hours}课时`);
  return { ...refundFigures(account, hours), rounding: refundRounding, campusId: student.campusId, courseName: course.name };
}

/** 退费: pays back the paid part of the unused hours' worth, cancels the unpaid part. */
export async function writeRefund(db: Db, actor: StaffActor, input: RefundInput): Promise<number> {
  await payAccountInScope(db, actor, input.payAccountId);
  const quote = await quoteHours(db, actor, input.studentId, input.courseId, input.hours);
  const receiptId = await writeReceipt(
    db,
    actor,
    { kind: 3, studentId: input.studentId, campusId: quote.campusId, payAccountId: input.payAccountId, amountDue: -quote.refund, amount: -quote.refund, rounding: quote.rounding, remark: input.remark },
    [{ kind: 4, courseId: input.courseId, name: quote.courseName, quantity: input.hours, amount: -quote.refund, discount: quote.owed }],
  );
  const base = { schoolId: actor.schoolId, campusId: quote.campusId, studentId: input.studentId, receiptId };
  await moveHours(db, { ...base, courseId: input.courseId, kind: HourKind.refunded, hours: -input.hours, value: -quote.value, owed: -quote.owed, reason: '退费' });
  await moveMoney(db, { ...base, payAccountId: input.payAccountId, kind: MoneyKind.paidOut, amount: -quote.refund });
  return receiptId;
}
