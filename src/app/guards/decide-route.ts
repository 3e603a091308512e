import { areaHome, findRouteByPath } from '../../../shared/route-catalog';
import { messages } from '../../../shared/messages';
import type { PermissionEntry } from '../../api/generated/api.schemas';
import { loginPathFor } from '../../providers/local-logout';
import { isAdminPath, userKindOf } from '../../providers/session-identity';
import type { UserSession } from '../../providers/session-store';
import { firstPermittedAdminPath, firstPermittedSchoolPath, landingPathFor } from '../../providers/landing-path';

/** Everything a navigation decision depends on, read once so the rules stay pure and testable. */
export interface RouteContext {
  pathname: string;
  /** '' or '?a=b' */
  search: string;
  token: string | null;
  adminToken: string | null;
  session: UserSession | null;
  /** The signed-in administrator's back-office screens (adminpermisionList); absent when not known. */
  adminPermissions?: PermissionEntry[] | null;
  isPhone: boolean;
  mobileDetectDisabled: boolean;
  /** This navigation came from removing ?ignore=true: the phone redirect is skipped once. */
  mobileIgnored: boolean;
}

export type Allow = { allow: true };
export type Redirect = {
  redirect: string;
  /** Shown as a warning (e.g. messages.accessDenied). */
  message?: string;
  /** Forget that session on this device before redirecting. */
  logout?: 'user' | 'admin';
  /** Router state for the target (see mobileIgnoredState). */
  state?: typeof mobileIgnoredState;
};
/** A rule that needs the server's answer; resolved by decideSchoolHome / decidePagePermission. */
export type NeedsCheck = { check: 'school-home' | 'page-permission'; routeName: string };
export type RouteDecision = Allow | Redirect | NeedsCheck;

const allow: Allow = { allow: true };

/** Carried by the navigation that drops ?ignore=true, so the cleaned-up root is not sent to /m_index again. */
export const mobileIgnoredState = { mobileIgnored: true } as const;

/** Section 6: for students these community pages also need zoneAuth. */
const zonePaths = new Set(['/community/home', '/community/explore', '/community/shared']);

function withoutParam(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function rootRule(ctx: RouteContext): RouteDecision | null {
  if (ctx.pathname !== '/') return null;
  // ?ignore=true opts out of the mobile page; the parameter is then removed (section 2).
  if (new URLSearchParams(ctx.search).get('ignore') === 'true') {
    return { redirect: withoutParam('/', ctx.search, 'ignore'), state: mobileIgnoredState };
  }
  if (ctx.isPhone && !ctx.mobileDetectDisabled && !ctx.mobileIgnored) return { redirect: '/m_index' };
  return null;
}

function adminRule(ctx: RouteContext): RouteDecision | null {
  if (!isAdminPath(ctx.pathname)) return null;
  const loginPath = loginPathFor('admin');
  if (ctx.pathname === loginPath) return ctx.adminToken ? { redirect: '/background' } : allow;
  if (!ctx.adminToken) {
    return { redirect: `${loginPath}?redirect=${encodeURIComponent(ctx.pathname + ctx.search)}`, logout: 'admin' };
  }
  const home = firstPermittedAdminPath(ctx.adminPermissions) ?? areaHome.admin;
  if (ctx.pathname === '/background' || ctx.pathname === '/background/') return { redirect: home };
  // Back-office roles limit an administrator's screens: one not granted sends them to their first.
  const route = findRouteByPath(ctx.pathname);
  const granted = ctx.adminPermissions && new Set(ctx.adminPermissions.map((p) => p.name));
  if (route?.area === 'admin' && granted && !granted.has(route.name) && home !== route.path) {
    return { redirect: home, message: messages.accessDenied };
  }
  return allow;
}

/**
 * Sections 2 and 6, in order: the root's phone redirect, the back office (admin session),
 * public pages, the user area (token), audience, then the per-area rules. Unknown paths are
 * allowed so the 404 page shows.
 */
export function decideRoute(ctx: RouteContext): RouteDecision {
  const early = rootRule(ctx) ?? adminRule(ctx);
  if (early) return early;

  const route = findRouteByPath(ctx.pathname);
  if (!route || route.audience.includes('anyone')) {
    if (ctx.pathname === loginPathFor('user') && ctx.token && ctx.session) return { redirect: '/' };
    return allow;
  }

  const kind = userKindOf(ctx.session);
  if (!ctx.token || !kind) return { redirect: loginPathFor('user'), logout: 'user' };
  // A page for the other kind of user (a student on a staff-only page): back to their own home.
  if (!route.audience.includes(kind)) return { redirect: landingPathFor(ctx.session), message: messages.accessDenied };
  // Pure redirect entries are followed by the router; the target is checked on arrival.
  if (route.redirect) return allow;

  if (zonePaths.has(route.path) && kind === 'student' && ctx.session?.userInfo.zoneAuth !== true) {
    return { redirect: '/', message: messages.accessDenied };
  }
  if (route.area === 'school') return { check: 'school-home', routeName: route.name };
  if (route.path.startsWith('/oj/') || route.path.startsWith('/exam/')) return { check: 'page-permission', routeName: route.name };
  return allow;
}

/** /school-home-page: a page missing from the server's list sends the user to the first permitted one. */
export function decideSchoolHome(routeName: string, list: PermissionEntry[]): Allow | Redirect {
  if (list.some((p) => p.name === routeName)) return allow;
  const first = firstPermittedSchoolPath(list);
  return first ? { redirect: first } : { redirect: '/', message: messages.accessDenied };
}

/** /oj/* and /exam/*: the server's answer for permission_key. */
export function decidePagePermission(allowed: boolean): Allow | Redirect {
  return allowed ? allow : { redirect: '/', message: messages.accessDenied };
}
