import type { AppDeps } from '../../app-deps';
import { requireAdminScreen, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { demoModeChanges, demoSignIns, storedDemoMode, switchDemoMode } from './demo-mode';

/** The back-office home (数据分析) carries the switch: whoever may open it may switch. */
const switchScreens = ['data-analysis'];

/**
 * Demo mode: while on, the home page offers one-click sign-ins with the README's demo accounts;
 * a real school turns it off. DEMO_MODE=off in the environment keeps it off whatever is stored.
 */
export function demoModeHandlers(deps: AppDeps): HandlerMap {
  const status = async () => {
    const stored = await storedDemoMode(deps.db);
    const forcedOff = deps.config.demoModeOff;
    return { on: stored && !forcedOff, stored, forcedOff, changes: await demoModeChanges(deps.db) };
  };
  return {
    async demoModePublic() {
      const on = (await storedDemoMode(deps.db)) && !deps.config.demoModeOff;
      return ok({ on, accounts: on ? demoSignIns.map((a) => ({ ...a })) : [] });
    },
    async demoModeStatus(request) {
      await requireAdminScreen(deps, request, switchScreens);
      return ok(await status());
    },
    async demoModeSet(request) {
      await requireAdminScreen(deps, request, switchScreens);
      await switchDemoMode(deps.db, request.body.on, { adminId: request.auth!.accountId, ip: request.ip });
      return ok(await status());
    },
  };
}
