import { and, eq, gte } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { communityWear, pointOrders, schoolProducts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import type { StudentViewer } from './community-access';

const decorationColumns = { productId: schoolProducts.id, category: schoolProducts.decoration, name: schoolProducts.name, pictureUrl: schoolProducts.pictureUrl, cueWord: schoolProducts.cueWord };

/** Decorations a student owns: decoration products of their school whose exchange order was approved. */
function owned(db: Db, me: StudentViewer) {
  return db
    .selectDistinct(decorationColumns)
    .from(pointOrders)
    .innerJoin(schoolProducts, eq(schoolProducts.id, pointOrders.productId))
    .where(and(eq(pointOrders.studentId, me.studentId), eq(pointOrders.state, 1), eq(schoolProducts.schoolId, me.schoolId), gte(schoolProducts.decoration, 0)))
    .orderBy(schoolProducts.decoration, schoolProducts.id);
}

/** 头像装扮: what the student owns and what they wear, one per category. */
export async function wearState(db: Db, me: StudentViewer) {
  const [mine, worn] = await Promise.all([
    owned(db, me),
    db
      .select(decorationColumns)
      .from(communityWear)
      .innerJoin(schoolProducts, eq(schoolProducts.id, communityWear.productId))
      .where(eq(communityWear.studentId, me.studentId))
      .orderBy(communityWear.category),
  ]);
  return { owned: mine, worn };
}

/** Wears an owned decoration of the category, or takes the category off. */
export async function updateWear(db: Db, me: StudentViewer, input: { category: number; productId?: number | null }) {
  if (input.productId == null) {
    await db.delete(communityWear).where(and(eq(communityWear.studentId, me.studentId), eq(communityWear.category, input.category)));
    return wearState(db, me);
  }
  const have = (await owned(db, me)).find((d) => d.productId === input.productId);
  if (!have) throw new ApiFailure(ErrorCodes.ActionFailure, '还没有兑换这个装扮，先去星币中心兑换吧');
  if (have.category !== input.category) throw new ApiFailure(ErrorCodes.InvalidParameter, '装扮类型不对');
  await db
    .insert(communityWear)
    .values({ studentId: me.studentId, category: input.category, productId: have.productId })
    .onConflictDoUpdate({ target: [communityWear.studentId, communityWear.category], set: { productId: have.productId, updatedAt: new Date() } });
  return wearState(db, me);
}
