import type { AdminSession, AuthNode, PermissionEntry, StaffSession, StudentSession } from '../api/generated/api.schemas';

/**
 * The session state of specification section 3, kept in localStorage so a reload keeps
 * the user signed in and other tabs notice sign-in and sign-out (the `storage` event).
 * The staff/student session and the back-office session are independent.
 */
export const storageKeys = {
  token: 'token',
  username: 'username',
  userSession: 'userSession',
  authTree: 'authTree',
  adminToken: 'adminToken',
  adminUserName: 'adminUserName',
  adminSession: 'adminSession',
  adminAuthTree: 'adminAuthTree',
} as const;

export type UserSession = StaffSession | StudentSession;

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export const sessionStore = {
  getToken: (): string | null => localStorage.getItem(storageKeys.token),
  getAdminToken: (): string | null => localStorage.getItem(storageKeys.adminToken),
  getUsername: (): string | null => localStorage.getItem(storageKeys.username),
  getAdminUserName: (): string | null => localStorage.getItem(storageKeys.adminUserName),
  getUserSession: (): UserSession | null => readJson<UserSession>(storageKeys.userSession),
  getAdminSession: (): AdminSession | null => readJson<AdminSession>(storageKeys.adminSession),
  getAuthTree: (): AuthNode[] => readJson<AuthNode[]>(storageKeys.authTree) ?? [],
  getAdminAuthTree: (): AuthNode[] => readJson<AuthNode[]>(storageKeys.adminAuthTree) ?? [],
  getPermissionList: (): PermissionEntry[] => sessionStore.getUserSession()?.permisionList ?? [],

  setUserLogin(username: string, token: string, authTree: AuthNode[]): void {
    localStorage.setItem(storageKeys.username, username);
    writeJson(storageKeys.authTree, authTree);
    // The token goes last: other tabs react to it and then read the rest.
    localStorage.setItem(storageKeys.token, token);
  },
  setUserSession(session: UserSession): void {
    writeJson(storageKeys.userSession, session);
  },
  setAuthTree(authTree: AuthNode[]): void {
    writeJson(storageKeys.authTree, authTree);
  },
  clearUser(): void {
    for (const key of [storageKeys.userSession, storageKeys.authTree, storageKeys.username, storageKeys.token]) {
      localStorage.removeItem(key);
    }
  },

  setAdminLogin(adminUserName: string, adminToken: string, authTree: AuthNode[]): void {
    localStorage.setItem(storageKeys.adminUserName, adminUserName);
    writeJson(storageKeys.adminAuthTree, authTree);
    localStorage.setItem(storageKeys.adminToken, adminToken);
  },
  setAdminSession(session: AdminSession): void {
    writeJson(storageKeys.adminSession, session);
  },
  clearAdmin(): void {
    for (const key of [storageKeys.adminSession, storageKeys.adminAuthTree, storageKeys.adminUserName, storageKeys.adminToken]) {
      localStorage.removeItem(key);
    }
  },
};
