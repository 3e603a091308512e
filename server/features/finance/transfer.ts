import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { transferFigures } from '../../../shared/finance/money-rules';
import { ApiFailure } from '../../lib/api-failure';
import { balanceTooLow } from './account';
import { courseFor, payAccountInScope, writeReceipt } from './finance-scope';
import { AccountKind, HourKind, lockHourBalance, MoneyKind, moveAccount, moveHours, moveMoney } from './ledgers';
import { quoteHours } from './refund';

export interface TransferInput {
  studentId: number;
  fromCourseId: number;
  hours: number;
  toCourseId: number;
  toHours: number;
  discount?: number;
  payAccountId: number;
  remark?: string;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);

/**
 * 转课: the worth of `hours` of one course (as a refund would count it) buys `toHours` of another
 * at its price less the discount; the student pays the difference, or gets it back. A course
 * still owing must be settled first, so arrears never travel between courses. The part of the
 * hours' worth paid from the stored-value account follows `transferStoredValue`: a payback returns
 * to the account first (退费转入, the receipt's negative 储值支付), the rest of the part travels
 * into the new course on the lines' `accountPart`, where a later refund returns it to the account.
 */
export async function writeTransfer(db: Db, actor: StaffActor, input: TransferInput): Promise<number> {
  if (input.fromCourseId === input.toCourseId) throw refuse('转入课程不能与转出课程相同');
  await payAccountInScope(db, actor, input.payAccountId);
  // Both accounts locked in course order, so two opposite transfers at once cannot deadlock.
  const [first, second] = [input.fromCourseId, input.toCourseId].sort((a, b) => a - b);
  await lockHourBalance(db, input.studentId, first);
  await lockHourBalance(db, input.studentId, second);
  const out = await quoteHours(db, actor, input.studentId, input.fromCourseId, input.hours);
  if (out.owed > 0) throw refuse('转出课程存在欠费，请先补费');
  const target = await courseFor(db, actor, input.toCourseId, out.campusId, true);
  const discount = input.discount ?? 0;
  if (discount > target.unitPrice * input.toHours) throw refuse('优惠金额不能大于课程金额');
  const { cost, difference, ...stored } = transferFigures({ worth: out.value, storedValue: out.storedValue, unitPrice: target.unitPrice, toHours: input.toHours, discount });
  const receiptId = await writeReceipt(
    db,
    actor,
    { kind: 2, studentId: input.studentId, campusId: out.campusId, payAccountId: input.payAccountId, amountDue: difference, amount: difference, accountPaid: -stored.toAccount, rounding: out.rounding, remark: input.remark },
    [
      { kind: 3, courseId: input.fromCourseId, name: out.courseName, quantity: input.hours, amount: -out.value, accountPart: -stored.leaving },
      { kind: 1, courseId: input.toCourseId, name: target.name, quantity: input.toHours, unitPrice: target.unitPrice, discount, amount: cost, accountPart: stored.carried },
    ],
  );
  const base = { schoolId: actor.schoolId, campusId: out.campusId, studentId: input.studentId, receiptId };
  await moveHours(db, { ...base, courseId: input.fromCourseId, kind: HourKind.transferOut, hours: -input.hours, value: -out.value, owed: 0, reason: `转入${target.name}` });
  await moveHours(db, { ...base, courseId: input.toCourseId, kind: HourKind.transferIn, hours: input.toHours, value: cost, owed: 0, reason: `由${out.courseName}转入` });
  if (stored.toAccount > 0) {
    await moveAccount(db, { ...base, payAccountId: input.payAccountId, staffId: actor.staffId, kind: AccountKind.refundIn, amount: stored.toAccount }, balanceTooLow);
  }
  await moveMoney(db, { ...base, payAccountId: input.payAccountId, kind: difference >= 0 ? MoneyKind.received : MoneyKind.paidOut, amount: difference + stored.toAccount });
  return receiptId;
}
