import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { selectRows } from '../../crud/read-rows';
import { pointOrders, schoolProducts, students } from '../../db/schema';
import { entityAnswer, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { messages } from '../../../shared/messages';
import { requireSchoolPointAuth, requireStudentCampusPoints } from './point-auth-guard';

const onSale = 1;

/**
 * The one student-side star-coin call built so far: a student asks for a product of their
 * school on sale, and a pending order waits for the school's approval (order-approval.ts),
 * which is where the coins and the stock are checked and taken.
 */
export function starCoinHandlers(deps: AppDeps): HandlerMap {
  return {
    async exchangeProduct(request) {
      const { productId, quantity } = request.body;
      const actor = await loadSessionActor(deps.db, request);
      if (actor.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
      await requireSchoolPointAuth(deps.db, actor.schoolId);
      await requireStudentCampusPoints(deps.db, actor.studentId);
      const [product] = await deps.db
        .select({ price: schoolProducts.price })
        .from(schoolProducts)
        .where(and(eq(schoolProducts.id, productId), eq(schoolProducts.schoolId, actor.schoolId), eq(schoolProducts.state, onSale)));
      if (!product) throw new ApiFailure(ErrorCodes.NotFound, '星币商品不存在');
      const [student] = await deps.db.select({ campusId: students.campusId }).from(students).where(eq(students.id, actor.studentId));
      const [order] = await deps.db
        .insert(pointOrders)
        .values({ schoolId: actor.schoolId, campusId: student.campusId, studentId: actor.studentId, productId, quantity, coins: product.price * quantity })
        .returning({ id: pointOrders.id });
      const entity = entityRuntimes().get('PointOrder')!;
      const [row] = await selectRows(deps.db, entity, { kind: 'staff', schoolId: actor.schoolId, campusId: null }).where(eq(pointOrders.id, order.id));
      return ok(entityAnswer<'exchangeProduct'>(row));
    },
  };
}
