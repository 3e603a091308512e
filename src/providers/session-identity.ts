import type { AdminSession } from '../api/generated/api.schemas';
import { sessionStore, type UserSession } from './session-store';

/** Section 6 and 4: session identity 1 = staff, 2 = student. */
export type UserKind = 'staff' | 'student';
export type SessionKind = UserKind | 'admin';

export const identity = { staff: 1, student: 2 } as const;

export function userKindOf(session: UserSession | null): UserKind | null {
  if (!session) return null;
  return session.identity === identity.student ? 'student' : 'staff';
}

/** The name to greet a user with: a student's real name lives in stuUserInfo (section 3). */
export function userDisplayName(session: UserSession | null, fallback: string | null = null): string {
  if (!session) return fallback ?? '';
  const info = session.userInfo;
  return info.stuUserInfo?.realName || info.realName || info.userName || fallback || '';
}

export function adminDisplayName(session: AdminSession | null, fallback: string | null = null): string {
  return session?.realName || session?.adminUserName || fallback || '';
}

/** The school the signed-in user belongs to, for the page title and headers. */
export function currentSchoolName(): string | null {
  return sessionStore.getUserSession()?.schoolInfo?.name || null;
}

/** Whether a path belongs to the back office, whose session is separate (section 6). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/background' || pathname.startsWith('/background/');
}
