import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { receiptLines, receipts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { lockReceipt, payAccountInScope, writeReceipt } from './finance-scope';
import { HourKind, MoneyKind, moveHours, moveMoney } from './ledgers';

export interface AfterPayInput {
  originId: number;
  payAccountId: number;
  amount: number;
  remark?: string;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);

/** What a charge still owes: its arrears less the after-pays not invalidated. */
export async function stillOwed(db: Db, origin: { id: number; owed: number }): Promise<number> {
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${receipts.amount}), 0)` })
    .from(receipts)
    .where(and(eq(receipts.originId, origin.id), eq(receipts.kind, 4), eq(receipts.state, 1)));
  return origin.owed - Number(paid.sum);
}

/**
 * 补费: pays (part of) what a charge left owing. The charge is locked, so two after-pays at once
 * cannot together pay more than is owed; the course account's arrears drop by the same amount
 * (refused when a refund already cancelled them).
 */
export async function writeAfterPay(db: Db, actor: StaffActor, input: AfterPayInput): Promise<number> {
  const origin = await lockReceipt(db, actor, input.originId);
  if (origin.kind !== 1) throw refuse('只能为收费收据补费');
  if (origin.state !== 1) throw refuse('原收据已作废');
  await payAccountInScope(db, actor, input.payAccountId);
  const owed = await stillOwed(db, origin);
  if (owed <= 0) throw refuse('该收据没有欠费');
  if (input.amount > owed) throw refuse(`补费金额不能大于欠费金额（剩余欠费${fenToYuan(owed)}元）`);
  const [line] = await db
    .select({ courseId: receiptLines.courseId, name: receiptLines.name })
    .from(receiptLines)
    .where(and(eq(receiptLines.receiptId, origin.id), eq(receiptLines.kind, 1)));
  const receiptId = await writeReceipt(
    db,
    actor,
    { kind: 4, studentId: origin.studentId, campusId: origin.campusId, payAccountId: input.payAccountId, amountDue: input.amount, amount: input.amount, originId: origin.id, remark: input.remark },
    [{ kind: 1, courseId: line.courseId, name: `${line.name}（补费）`, quantity: 0, amount: input.amount }],
  );
  const base = { schoolId: actor.schoolId, campusId: origin.campusId, studentId: origin.studentId, receiptId };
  await moveHours(db, { ...base, courseId: line.courseId!, kind: HourKind.afterPay, hours: 0, value: 0, owed: -input.amount, reason: `补缴${origin.receiptNo}` }, '该课程的欠费已因退费冲销，无需补费');
  await moveMoney(db, { ...base, payAccountId: input.payAccountId, kind: MoneyKind.received, amount: input.amount });
  return receiptId;
}
