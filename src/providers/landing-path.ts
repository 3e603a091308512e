import { areaHome, routeCatalog } from '../../shared/route-catalog';
import type { PermissionEntry } from '../api/generated/api.schemas';
import type { UserSession } from './session-store';
import { userKindOf } from './session-identity';

const schoolRoutes = routeCatalog.filter((r) => r.area === 'school' && !r.redirect);
const adminRoutes = routeCatalog.filter((r) => r.area === 'admin' && r.audience.includes('admin') && !r.redirect);

/**
 * The first school page the permission list grants, in catalogue order, preferring visible
 * menu pages (a hidden detail page is a poor landing spot) and the data board above all.
 */
export function firstPermittedSchoolPath(list: PermissionEntry[]): string | null {
  const granted = new Set(list.map((p) => p.name));
  if (granted.has('dataBoard')) return areaHome.school;
  const visible = new Set(list.filter((p) => !p.hide).map((p) => p.name));
  const menuPage = schoolRoutes.find((r) => r.menu && visible.has(r.name));
  const anyPage = menuPage ?? schoolRoutes.find((r) => granted.has(r.name) && !r.path.includes(':'));
  return anyPage?.path ?? null;
}

/**
 * The back-office home for an administrator: the data analysis page when granted, else their
 * first granted menu page in catalogue order; null when the list is unknown or empty.
 */
export function firstPermittedAdminPath(list: PermissionEntry[] | null | undefined): string | null {
  if (!list?.length) return null;
  const granted = new Set(list.map((p) => p.name));
  if (granted.has('data-analysis')) return areaHome.admin;
  return (adminRoutes.find((r) => r.menu && granted.has(r.name)) ?? adminRoutes.find((r) => granted.has(r.name)))?.path ?? null;
}

/**
 * Where a signed-in staff member or student lands: principals (and anyone granted the data
 * board) in the school area; other staff in the teacher classroom, their daily workspace,
 * when they may open it, else their first school page; students in the student classroom.
 */
export function landingPathFor(session: UserSession | null): string {
  const kind = userKindOf(session);
  if (!session || !kind) return '/';
  if (kind === 'student') return areaHome['student-classroom'];
  const granted = new Set(session.permisionList.map((p) => p.name));
  if (session.is_principal || granted.has('dataBoard')) return areaHome.school;
  if (granted.has('classroom-index')) return areaHome['teacher-classroom'];
  return firstPermittedSchoolPath(session.permisionList) ?? areaHome['teacher-classroom'];
}

/** Only a same-origin absolute path may be used as a post-login redirect (no open redirect to //evil.com). */
export function isSameOriginPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function adminLandingPath(redirect?: string | null): string {
  if (isSameOriginPath(redirect) && redirect !== '/background/login' && !redirect.startsWith('/background/login?')) {
    return redirect;
  }
  return areaHome.admin;
}
