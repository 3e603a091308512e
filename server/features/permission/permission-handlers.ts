import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';

export function permissionHandlers(deps: AppDeps): HandlerMap {
  return {
    /** The /oj/* and /exam/* guards ask with the route name. */
    async checkPagePermission(request) {
      const { permission_key } = request.body;
      const view = await currentView(deps, request);
      return ok({ permission_key, allowed: view.allowed.has(permission_key) });
    },

    /** The /school-home-page list: the school area's part of the permission list. */
    async schoolHomePermission(request) {
      const view = await currentView(deps, request);
      const school = view.authTree.find((area) => area.name === 'school');
      const entries = (school?.children ?? []).flatMap((group) => (group.children ?? []).map((r) => ({ name: r.name, hide: r.hide })));
      return ok(entries);
    },
  };
}
