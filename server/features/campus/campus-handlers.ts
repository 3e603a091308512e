import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { listSchoolCampuses } from '../session/accounts';

export function campusHandlers(deps: AppDeps): HandlerMap {
  return {
    /** Campuses of the signed-in staff member's own school, never another school's. */
    async campusQueryListByUserId(request) {
      const view = await currentView(deps, request);
      if (view.schoolId === null) return ok([]);
      const rows = await listSchoolCampuses(deps.db, view.schoolId);
      return ok(rows.map(({ id, schoolId, name, address, valid, enabled }) => ({ id, schoolId, name, address, valid, enabled })));
    },
  };
}
