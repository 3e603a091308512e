import { routeCatalog, type Area, type Audience } from '../../shared/route-catalog';
import type { SessionKind } from './actors';

/** Areas each kind of session sees, in menu order. */
export const areasByKind: Record<SessionKind, readonly Area[]> = {
  admin: ['admin'],
  staff: ['school', 'teacher-classroom', 'teacher-exam', 'oj', 'competition', 'community', 'typing'],
  student: ['student-classroom', 'student-exam', 'oj', 'typing', 'community'],
};

function routesFor(audience: Audience): string[] {
  return routeCatalog.filter((r) => r.audience.includes(audience) && !r.redirect).map((r) => r.name);
}

/** The catalogue is static, so each kind's set is built once (the CRUD engine asks on every call). */
const routesByKind: Record<SessionKind, ReadonlySet<string>> = {
  admin: new Set(routesFor('admin')),
  staff: new Set(routesFor('staff')),
  student: new Set(routesFor('student')),
};

/** A student whose campus has 打字星球 switched off sees neither its screens nor its menu (section 6). */
const studentRoutesWithoutTyping: ReadonlySet<string> = new Set(
  routeCatalog.filter((r) => r.area !== 'typing' && routesByKind.student.has(r.name)).map((r) => r.name),
);

/** Students: every student screen, less the typing planet when their campus has it off. */
export function studentAllowedRoutes(campusTypingPlanet: boolean): ReadonlySet<string> {
  return campusTypingPlanet ? routesByKind.student : studentRoutesWithoutTyping;
}

/** Every route a kind of session could ever open; roles narrow this for staff. */
export function routesForKind(kind: SessionKind): ReadonlySet<string> {
  return routesByKind[kind];
}

/**
 * Staff: principals get every staff screen, others the union of their roles; both never beyond
 * staff screens nor beyond their school's package (null: the school has none, no bound).
 * The one place the server decides what staff may open: menus, page checks and CRUD keys read it.
 */
export function staffAllowedRoutes(isPrincipal: boolean, roleRouteNames: readonly string[], packageRoutes: ReadonlySet<string> | null): Set<string> {
  const all = routesForKind('staff');
  const granted = isPrincipal ? [...all] : roleRouteNames.filter((name) => all.has(name));
  return new Set(packageRoutes ? granted.filter((name) => packageRoutes.has(name)) : granted);
}
