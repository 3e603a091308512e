import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { pointOrders, schoolProducts } from '../../db/schema';
import { staffActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { tenantScope } from '../../crud/tenant-scope';
import { ApiFailure } from '../../lib/api-failure';
import { requirePointAuth } from './point-auth-guard';
import { moveBalance } from './student-balance';

const pending = 0;
const approved = 1;
const rejected = 2;

/** The pending order, locked: of two reviewers at once the second finds it already decided. */
async function lockPending(db: Db, { actor, entity, body }: CustomContext) {
  const [order] = await db
    .select()
    .from(pointOrders)
    .where(and(eq(pointOrders.id, body.id as number), tenantScope(entity, actor)))
    .for('update');
  if (!order) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
  if (order.state !== pending) throw new ApiFailure(ErrorCodes.ActionFailure, '该订单已审核');
  return order;
}

/**
 * approval: takes the product's price times the quantity from the student's balance and the
 * quantity from the stock, and marks the order approved, all or nothing; short coins or stock
 * refuse it (StarGrantFailure) and leave everything as it was.
 */
async function approveOrder(context: CustomContext) {
  const { schoolId } = staffActor(context.actor);
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockPending(db, context);
    const [product] = await db
      .select({ price: schoolProducts.price, stock: schoolProducts.stock })
      .from(schoolProducts)
      .where(and(eq(schoolProducts.id, order.productId), eq(schoolProducts.schoolId, schoolId)))
      .for('update');
    if (!product) throw new ApiFailure(ErrorCodes.NotFound, '星币商品不存在');
    if (product.stock < order.quantity) throw new ApiFailure(ErrorCodes.StarGrantFailure, '商品库存不足');
    const coins = product.price * order.quantity;
    await moveBalance(db, schoolId, order.studentId, -coins);
    await db.update(schoolProducts).set({ stock: sql`${schoolProducts.stock} - ${order.quantity}` }).where(eq(schoolProducts.id, order.productId));
    await db.update(pointOrders).set({ state: approved, coins, approvedAt: new Date() }).where(eq(pointOrders.id, order.id));
  });
  return readOne(context.db, context.entity, context.actor, context.body.id as number);
}

/** reject: a pending order is turned down; nothing is deducted. */
async function rejectOrder(context: CustomContext) {
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockPending(db, context);
    await db.update(pointOrders).set({ state: rejected }).where(eq(pointOrders.id, order.id));
  });
  return readOne(context.db, context.entity, context.actor, context.body.id as number);
}

export const pointOrderOverrides: EntityOverrides<'PointOrder'> = {
  guard: requirePointAuth,
  custom: { approve: approveOrder, reject: rejectOrder },
};
