import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { staffActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { expenses } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { payAccountInScope } from './finance-scope';
import { MoneyKind, moveMoney } from './ledgers';

/** An expense's payment in the money ledger (its account's balance follows), in the caller's transaction. */
export async function payExpense(db: Db, expense: { id: number; schoolId: number; campusId: number | null; payAccountId: number; amount: number }) {
  await moveMoney(db, { schoolId: expense.schoolId, campusId: expense.campusId, studentId: null, receiptId: null, expenseId: expense.id, payAccountId: expense.payAccountId, kind: MoneyKind.paidOut, amount: -expense.amount });
}

/** 作废: the expense stays, marked, and its payment is answered by the opposite entry; once only (row lock). */
async function invalidateExpense(context: CustomContext) {
  const id = context.body.id as number;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db.select().from(expenses).where(and(eq(expenses.id, id), tenantScope(context.entity, context.actor))).for('update');
    if (!row) throw new ApiFailure(ErrorCodes.NotFound, '支出不存在');
    if (row.state !== 1) throw new ApiFailure(ErrorCodes.ActionFailure, '该支出已作废');
    await moveMoney(db, { schoolId: row.schoolId, campusId: row.campusId, studentId: null, receiptId: null, expenseId: id, payAccountId: row.payAccountId, kind: MoneyKind.reversal, amount: row.amount });
    await db.update(expenses).set({ state: 0 }).where(eq(expenses.id, id));
  });
  return readOne(context.db, context.entity, context.actor, id);
}

/**
 * 费用管理 / 支出明细: an expense is written once through the generic create, by an enabled
 * payment account of the school, with the staff member; its payment enters the money ledger in
 * the same transaction (a failure writes neither).
 */
export const expenseOverrides: EntityOverrides<'Expense'> = {
  async beforeWrite(values, { db, actor }) {
    const staff = staffActor(actor);
    await payAccountInScope(db, staff, values.payAccountId as number);
    return { ...values, staffId: staff.staffId, state: 1 };
  },
  async afterWrite({ db, ids, values }) {
    await payExpense(db, { id: ids[0], schoolId: values.schoolId as number, campusId: (values.campusId as number | null) ?? null, payAccountId: values.payAccountId as number, amount: values.amount as number });
  },
  custom: { invalidate: invalidateExpense },
};
