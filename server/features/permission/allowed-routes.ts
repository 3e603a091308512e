import { routeCatalog, type Area, type Audience } from '../../../shared/route-catalog';
import type { SessionKind } from '../session/session-store';

/** Areas each kind of session sees, in menu order. */
export const areasByKind: Record<SessionKind, readonly Area[]> = {
  admin: ['admin'],
  staff: ['school', 'teacher-classroom', 'teacher-exam', 'oj', 'competition', 'community', 'typing'],
  student: ['student-classroom', 'student-exam', 'oj', 'typing', 'community'],
};

function routesFor(audience: Audience): string[] {
  return routeCatalog.filter((r) => r.audience.includes(audience) && !r.redirect).map((r) => r.name);
}

/** Every route a kind of session could ever open; roles narrow this for staff. */
export function routesForKind(kind: SessionKind): Set<string> {
  return new Set(routesFor(kind));
}

/** Staff: principals get every staff screen; others the union of their roles, never beyond staff screens. */
export function staffAllowedRoutes(isPrincipal: boolean, roleRouteNames: readonly string[]): Set<string> {
  const all = routesForKind('staff');
  if (isPrincipal) return all;
  return new Set(roleRouteNames.filter((name) => all.has(name)));
}
