import type { AppDeps } from '../../app-deps';
import { loadSessionActor, type StudentActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { studentOnly } from '../works/works-model';
import { myOrders, myStarRecords, personalStar, redeemableProducts, requireStudentPoints, starRanking } from './student-star-model';

/** The student's star-coin centre (stuStarCoinCenter, stuStarCoinRank): reads of their school's shop, their orders, coins and rankings. */
export function studentStarHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const me = async (request: Parameters<typeof loadSessionActor>[1]): Promise<StudentActor> => {
    const actor = studentOnly(await loadSessionActor(db, request));
    await requireStudentPoints(db, actor);
    return actor;
  };
  return {
    async studentRedeemList(request) {
      return ok(await redeemableProducts(db, await me(request)));
    },
    async studentOrderList(request) {
      return ok(await myOrders(db, await me(request)));
    },
    async studentStarRecords(request) {
      return ok(await myStarRecords(db, await me(request)));
    },
    async studentPersonalStar(request) {
      return ok(await personalStar(db, await me(request)));
    },
    async studentClassStarRank(request) {
      return ok(await starRanking(db, await me(request), 'class'));
    },
    async studentCampusStarRank(request) {
      return ok(await starRanking(db, await me(request), 'campus'));
    },
  };
}
