import { sessionStore } from './session-store';

/** Session-scoped flags (post-login checks and the like) live in sessionStorage under this prefix. */
export const sessionFlagPrefix = 'flag:';

export function clearSessionFlags(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(sessionFlagPrefix)) sessionStorage.removeItem(key);
  }
}

/** Forgets a session on this device: user state and session flags (section 4, "Logout clears ..."). */
export function logoutLocally(kind: 'user' | 'admin'): void {
  if (kind === 'admin') sessionStore.clearAdmin();
  else sessionStore.clearUser();
  clearSessionFlags();
}

export function loginPathFor(kind: 'user' | 'admin'): string {
  return kind === 'admin' ? '/background/login' : '/login';
}
