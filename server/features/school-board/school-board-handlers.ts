import type { AppDeps } from '../../app-deps';
import type { HandlerMap, OperationRequest } from '../../handler';
import { ok } from '../../lib/envelope';
import { loadActor, requirePermission } from '../../auth/session-actor';
import { intendBoard, studentBoard } from './board-counts';

/** The screens that show the overview's figures. */
const boardScreens = ['school-index', 'dataBoard'];

/** Section 7 "Dashboards": the school overview's figures (校区概况, 数据看板). */
export function schoolBoardHandlers(deps: AppDeps): HandlerMap {
  const scope = async (request: OperationRequest<'intendBoardSoa' | 'studentBoardRecSoa'>) => {
    const actor = await loadActor(deps.db, request, 'staff');
    requirePermission(actor, boardScreens);
    return { actor, campusId: request.body?.campusId ?? null };
  };
  return {
    async intendBoardSoa(request) {
      const { actor, campusId } = await scope(request);
      return ok(await intendBoard(deps.db, actor, campusId));
    },
    async studentBoardRecSoa(request) {
      const { actor, campusId } = await scope(request);
      return ok(await studentBoard(deps.db, actor, campusId));
    },
  };
}
