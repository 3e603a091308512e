import { fenToYuan } from '../../../shared/finance/money-rules';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { payAccountInScope, studentInScope, writeReceipt } from './finance-scope';
import { AccountKind, MoneyKind, moveAccount, moveMoney } from './ledgers';

export interface AccountMoneyInput {
  studentId: number;
  payAccountId: number;
  amount: number;
  remark?: string;
}

/** Why an account refund (or the reversal of a recharge) is refused: the family sees what is left. */
export const balanceTooLow = (balance: number) => `账户余额不足，当前余额${fenToYuan(balance)}元`;

/**
 * 账户充值 (kind 5) and 账户退款 (kind 6): a receipt, the money through the payment account and
 * the same amount on the student's stored-value account, in the caller's transaction. A refund
 * takes the account row's lock before checking, so of two refunds at once the second sees what
 * the first left and one that would overdraw the account is refused with nothing written.
 */
async function writeAccountMoney(db: Db, actor: StaffActor, input: AccountMoneyInput, refund: boolean): Promise<number> {
  await payAccountInScope(db, actor, input.payAccountId);
  const student = await studentInScope(db, actor, input.studentId);
  const amount = refund ? -input.amount : input.amount;
  const receiptId = await writeReceipt(db, actor, { kind: refund ? 6 : 5, studentId: input.studentId, campusId: student.campusId, payAccountId: input.payAccountId, amountDue: amount, amount, remark: input.remark }, []);
  const base = { schoolId: actor.schoolId, campusId: student.campusId, studentId: input.studentId, payAccountId: input.payAccountId, receiptId };
  await moveAccount(db, { ...base, staffId: actor.staffId, kind: refund ? AccountKind.refund : AccountKind.recharge, amount }, balanceTooLow);
  await moveMoney(db, { ...base, kind: refund ? MoneyKind.paidOut : MoneyKind.received, amount });
  return receiptId;
}

export const writeRecharge = (db: Db, actor: StaffActor, input: AccountMoneyInput) => writeAccountMoney(db, actor, input, false);
export const writeAccountRefund = (db: Db, actor: StaffActor, input: AccountMoneyInput) => writeAccountMoney(db, actor, input, true);
