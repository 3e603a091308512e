import { schoolHomePermission } from '../api/generated/session';
import type { PermissionEntry } from '../api/generated/api.schemas';
import { content, withFlags } from '../api/request';
import { sessionStore } from './session-store';

/**
 * The /school-home-page permission list (section 6) is fetched once per session and reused
 * on every navigation; it is keyed by token so a different sign-in never sees the previous
 * user's list, and login refreshes it explicitly.
 */
let cached: { token: string; list: Promise<PermissionEntry[]> } | null = null;

export function loadSchoolHomePermission(): Promise<PermissionEntry[]> {
  const token = sessionStore.getToken() ?? '';
  if (cached && cached.token === token) return cached.list;
  const list = content(schoolHomePermission(withFlags({ silent: true }))).then((entries) => entries ?? []);
  cached = { token, list };
  // A failed load must not stick: the next navigation asks again.
  list.catch(() => {
    if (cached?.list === list) cached = null;
  });
  return list;
}

export function resetSchoolHomePermission(): void {
  cached = null;
}
