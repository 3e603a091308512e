import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { staffActor, type StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { writeAccountRefund, writeRecharge, type AccountMoneyInput } from './account';
import { writeAfterPay, type AfterPayInput } from './after-pay';
import { writeCharge, type ChargeInput } from './charge';
import { writeInvalidation } from './invalidate';
import { quoteHours, writeRefund, type RefundInput } from './refund';
import { inReceiptTransaction } from './transaction';
import { queueReceiptMessage } from '../message-app/business-messages';
import { thenSend } from '../message-app/messages-queued';
import { writeTransfer, type TransferInput } from './transfer';

/** 退费试算: the figures the refund screen shows before the staff member confirms. */
async function quoteRefund(context: CustomContext) {
  const { studentId, courseId, hours } = context.body as { studentId: number; courseId: number; hours: number };
  const quote = await context.db.transaction(async (tx) => quoteHours(tx as unknown as Db, staffActor(context.actor), studentId, courseId, hours));
  return { hours: quote.hours, remainingHours: quote.remainingHours, value: quote.value, owed: quote.owed, refund: quote.refund, toAccount: quote.toAccount, storedValue: quote.storedValue, rounding: quote.rounding };
}

/** A receipt of money received, with its 缴费通知 queued in the same transaction and sent once it commits. */
const withReceiptMessage = (context: CustomContext, write: (db: Db, actor: StaffActor) => Promise<number>) =>
  thenSend(
    inReceiptTransaction(context, async (db, actor) => {
      const receiptId = await write(db, actor);
      await queueReceiptMessage(db, actor.schoolId, receiptId);
      return receiptId;
    }),
  );

/**
 * Receipts are written only here (the contract offers no generic create); the generic update
 * touches just the remark and the attachment, the only fields the contract lets it send.
 */
export const receiptOverrides: EntityOverrides<'Receipt'> = {
  custom: {
    // Money coming in (收费, 补费, 账户充值) queues the 缴费通知 in its own transaction; refunds and transfers send none.
    charge: (context) => withReceiptMessage(context, (db, actor) => writeCharge(db, actor, context.body as unknown as ChargeInput)),
    transfer: (context) => inReceiptTransaction(context, (db, actor) => writeTransfer(db, actor, context.body as unknown as TransferInput)),
    refund: (context) => inReceiptTransaction(context, (db, actor) => writeRefund(db, actor, context.body as unknown as RefundInput)),
    afterPay: (context) => withReceiptMessage(context, (db, actor) => writeAfterPay(db, actor, context.body as unknown as AfterPayInput)),
    invalidate: (context) => inReceiptTransaction(context, (db, actor) => writeInvalidation(db, actor, context.body.id as number)),
    recharge: (context) => withReceiptMessage(context, (db, actor) => writeRecharge(db, actor, context.body as unknown as AccountMoneyInput)),
    accountRefund: (context) => inReceiptTransaction(context, (db, actor) => writeAccountRefund(db, actor, context.body as unknown as AccountMoneyInput)),
    quoteRefund,
  },
};
