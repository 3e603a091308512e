import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { loadActor, requirePermission, staffActor } from '../../auth/session-actor';
import { teachingBoard } from './teaching-board';

/** The screens that show the teaching figures. */
const boardScreens = ['dataBoard', 'teachingperiod', 'attendance-report'];

/** Section 7 "Dashboards": 教师课时, 考勤统计, 课消统计 and 课堂评价 in one call. */
export function teachingBoardHandlers(deps: AppDeps): HandlerMap {
  return {
    async teachingBoardSoa(request) {
      const actor = await loadActor(deps.db, request, 'staff');
      requirePermission(actor, boardScreens);
      return ok(await teachingBoard(deps.db, staffActor(actor), request.body));
    },
  };
}
