import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { loadActor, requirePermission } from '../../auth/session-actor';
import { incomeBoard } from './income-board';

/** Section 7 "Dashboards": the data board's 收入概况 panel, from the money ledger. */
export function financeBoardHandlers(deps: AppDeps): HandlerMap {
  return {
    async incomeBoardSoa(request) {
      const actor = await loadActor(deps.db, request, 'staff');
      requirePermission(actor, ['dataBoard']);
      const { campusId = null, from, to } = request.body;
      return ok(await incomeBoard(deps.db, actor, campusId ?? null, from, to));
    },
  };
}
