import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { listSchoolCampuses } from '../../auth/accounts';

export function campusHandlers(deps: AppDeps): HandlerMap {
  return {
    /** Campuses of the signed-in staff member's own school, never another school's. */
    async campusQueryListByUserId(request) {
      const view = await currentView(deps, request);
      if (view.schoolId === null) return ok([]);
      // Campuses have no internal columns: the row is the contract's Campus.
      return ok(await listSchoolCampuses(deps.db, view.schoolId));
    },
  };
}
