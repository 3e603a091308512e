import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { accountEntries, goods, hourEntries, moneyEntries, receiptLines, receipts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { lockReceipt } from './finance-scope';
import { balanceTooLow } from './account';
import { AccountKind, HourKind, MoneyKind, moveAccount, moveHours, moveMoney } from './ledgers';

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);

/**
 * 作废: the receipt stays, marked invalid, and every ledger entry it wrote is answered by its
 * opposite; goods go back to stock. The receipt is locked first, so a second invalidation
 * waits and then finds it already invalid. Hours since used, refunded or transferred cannot
 * be taken back: the reversal would leave the account below zero and is refused.
 */
export async function writeInvalidation(db: Db, actor: StaffActor, id: number): Promise<number> {
  const receipt = await lockReceipt(db, actor, id);
  if (receipt.state !== 1) throw refuse('该收据已作废');
  if (receipt.kind === 1) {
    const [afterPay] = await db
      .select({ id: receipts.id })
      .from(receipts)
      .where(and(eq(receipts.originId, id), eq(receipts.kind, 4), eq(receipts.state, 1)))
      .limit(1);
    if (afterPay) throw refuse('请先作废该收据的补费收据');
  }
  const hours = await db.select().from(hourEntries).where(eq(hourEntries.receiptId, id)).orderBy(hourEntries.courseId, hourEntries.id);
  for (const entry of hours) {
    await moveHours(
      db,
      { schoolId: entry.schoolId, campusId: entry.campusId, studentId: entry.studentId, courseId: entry.courseId, receiptId: id, kind: HourKind.reversal, hours: -entry.hours, value: -entry.value, owed: -entry.owed, reason: `作废${receipt.receiptNo}` },
      '课时已被使用、转出或退费，无法作废',
    );
  }
  const goodsLines = await db.select({ goodsId: receiptLines.goodsId, quantity: receiptLines.quantity }).from(receiptLines).where(and(eq(receiptLines.receiptId, id), eq(receiptLines.kind, 2)));
  for (const line of goodsLines) await db.update(goods).set({ stock: sql`${goods.stock} + ${line.quantity}` }).where(eq(goods.id, line.goodsId!));
  // A recharge already spent or refunded cannot be taken back: the account would go below zero.
  const stored = await db.select().from(accountEntries).where(eq(accountEntries.receiptId, id));
  for (const entry of stored) {
    await moveAccount(
      db,
      { schoolId: entry.schoolId, campusId: entry.campusId, studentId: entry.studentId, payAccountId: entry.payAccountId, receiptId: id, staffId: actor.staffId, kind: AccountKind.reversal, amount: -entry.amount },
      (balance) => `${balanceTooLow(balance)}，无法作废`,
    );
  }
  const money = await db.select().from(moneyEntries).where(eq(moneyEntries.receiptId, id));
  for (const entry of money) {
    await moveMoney(db, { schoolId: entry.schoolId, campusId: entry.campusId, studentId: entry.studentId, payAccountId: entry.payAccountId, receiptId: id, kind: MoneyKind.reversal, amount: -entry.amount });
  }
  await db.update(receipts).set({ state: 0, invalidatedAt: new Date() }).where(eq(receipts.id, id));
  return id;
}
