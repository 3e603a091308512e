import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { loadActor, requirePermission } from '../../auth/session-actor';
import { intendBoard, studentBoard } from './board-counts';

/** The screens that show the overview's figures. */
const boardScreens = ['school-index', 'dataBoard'];

/** Section 7 "Dashboards": the school overview's figures (校区概况, 数据看板). */
export function schoolBoardHandlers(deps: AppDeps): HandlerMap {
  const figures = (count: typeof intendBoard): HandlerMap[string] => async (request) => {
    const actor = await loadActor(deps.db, request, 'staff');
    requirePermission(actor, boardScreens);
    const { campusId = null } = (request.body ?? {}) as { campusId?: number | null };
    return ok(await count(deps.db, actor, campusId));
  };
  return { intendBoardSoa: figures(intendBoard), studentBoardRecSoa: figures(studentBoard) };
}
