import { sessionStore } from '../../providers/session-store';
import { isMobileDetectDisabled, isPhoneUserAgent } from './phone-user-agent';
import type { RouteContext } from './decide-route';

/** Reads the browser state decideRoute needs. */
export function readRouteContext(pathname: string, search: string, state: unknown): RouteContext {
  return {
    pathname,
    search,
    token: sessionStore.getToken(),
    adminToken: sessionStore.getAdminToken(),
    session: sessionStore.getUserSession(),
    adminPermissions: sessionStore.getAdminSession()?.adminpermisionList ?? null,
    isPhone: isPhoneUserAgent(navigator.userAgent),
    mobileDetectDisabled: isMobileDetectDisabled(),
    mobileIgnored: (state as { mobileIgnored?: unknown } | null)?.mobileIgnored === true,
  };
}
