import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { courseFor, payAccountInScope, studentInScope, writeReceipt, type NewLine } from './finance-scope';
import { balanceTooLow } from './account';
import { AccountKind, HourKind, MoneyKind, moveAccount, moveHours, moveMoney } from './ledgers';

export interface ChargeInput {
  studentId: number;
  payAccountId: number;
  course?: { courseId: number; hours: number; givenHours?: number; discount?: number };
  goods?: Array<{ goodsId: number; quantity: number }>;
  paid: number;
  /** The part of `paid` taken from the student's stored-value account (储值支付); the rest is paid through `payAccountId`. */
  fromAccount?: number;
  remark?: string;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);
/** The receipts' integer columns hold up to about 21 million yuan; a bigger sum is a typo. */
const maxFen = 1_000_000_000;

/**
 * 收费: sells a course's lesson hours (given hours free, a discount off) and goods. The money paid
 * covers the goods first, since they are handed over now; only the course may be left owing,
 * recorded on the receipt and the student's course account for a later after-pay.
 */
export async function writeCharge(db: Db, actor: StaffActor, input: ChargeInput): Promise<number> {
  const student = await studentInScope(db, actor, input.studentId);
  await payAccountInScope(db, actor, input.payAccountId);
  const items = input.goods ?? [];
  if (!input.course && items.length === 0) throw refuse('请选择课程或商品');
  if (new Set(items.map((g) => g.goodsId)).size !== items.length) throw refuse('商品不能重复选择');

  const lines: NewLine[] = [];
  let courseAmount = 0;
  if (input.course) {
    const { courseId, hours, givenHours = 0, discount = 0 } = input.course;
    const course = await courseFor(db, actor, courseId, student.campusId, true);
    const gross = course.unitPrice * hours;
    if (gross > maxFen) throw refuse('课程金额超出范围');
    if (discount > gross) throw refuse('优惠金额不能大于课程金额');
    courseAmount = gross - discount;
    lines.push({ kind: 1, courseId, name: course.name, quantity: hours, givenHours, unitPrice: course.unitPrice, discount, amount: courseAmount });
  }
  const goodsRows = items.length
    ? await db
        .select({ id: goods.id, name: goods.name, price: goods.price, state: goods.state, campusId: goods.campusId })
        .from(goods)
        .where(and(eq(goods.schoolId, actor.schoolId), inArray(goods.id, items.map((g) => g.goodsId))))
    : [];
  let goodsAmount = 0;
  for (const item of items) {
    const row = goodsRows.find((g) => g.id === item.goodsId);
    if (!row) throw new ApiFailure(ErrorCodes.NotFound, '商品不存在');
    if (row.state !== 1) throw refuse(`商品“${row.name}”已下架`);
    if (row.campusId !== null && row.campusId !== student.campusId) throw refuse(`商品“${row.name}”不属于学员所在校区`);
    goodsAmount += row.price * item.quantity;
    lines.push({ kind: 2, goodsId: row.id, name: row.name, quantity: item.quantity, unitPrice: row.price, amount: row.price * item.quantity });
  }
  const due = courseAmount + goodsAmount;
  if (due > maxFen) throw refuse('应收金额超出范围');
  if (input.paid > due) throw refuse('实收金额不能大于应收金额');
  if (input.paid < goodsAmount) throw refuse('实收金额不足以支付商品费用，商品不可欠费');
  const owed = due - input.paid;
  const fromAccount = input.fromAccount ?? 0;
  if (fromAccount > input.paid) throw refuse('储值账户支付金额不能大于实收金额');

  const receiptId = await writeReceipt(
    db,
    actor,
    { kind: 1, studentId: student.id, campusId: student.campusId, payAccountId: input.payAccountId, amountDue: due, amount: input.paid, owed, accountPaid: fromAccount, remark: input.remark },
    lines,
  );
  const base = { schoolId: actor.schoolId, campusId: student.campusId, studentId: student.id, receiptId };
  if (input.course) {
    const { courseId, hours, givenHours = 0 } = input.course;
    await moveHours(db, { ...base, courseId, kind: HourKind.bought, hours, value: courseAmount, owed });
    if (givenHours > 0) await moveHours(db, { ...base, courseId, kind: HourKind.given, hours: givenHours, value: 0, owed: 0, reason: '赠送课时' });
  }
  for (const item of items) {
    // Taken only if still there: of two charges for the last kit, the second is refused.
    const taken = await db
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${item.quantity}` })
      .where(and(eq(goods.id, item.goodsId), gte(goods.stock, item.quantity)))
      .returning({ id: goods.id });
    if (taken.length === 0) throw refuse(`商品“${goodsRows.find((g) => g.id === item.goodsId)!.name}”库存不足`);
  }
  // The stored-value part leaves the student's account under its row lock (two charges at once
  // take turns; one that would overdraw is refused, nothing written); only the rest is new money
  // through the payment account. Invalidation answers both with their opposites.
  if (fromAccount > 0) {
    await moveAccount(db, { ...base, payAccountId: input.payAccountId, staffId: actor.staffId, kind: AccountKind.spent, amount: -fromAccount }, balanceTooLow);
  }
  await moveMoney(db, { ...base, payAccountId: input.payAccountId, kind: MoneyKind.received, amount: input.paid - fromAccount });
  return receiptId;
}
