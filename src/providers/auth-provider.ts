import type { AuthProvider } from '@refinedev/core';
import { messages } from '../../shared/messages';
import { encodePasswordForTransport } from '../../shared/password-transport';
import {
  adminFreshData,
  adminLogin,
  adminLogout,
  staffFreshData,
  staffLogin,
  staffLogout,
  studentFreshData,
  studentLogin,
  studentLogout,
} from '../api/generated/session';
import type { LoginBody } from '../api/generated/api.schemas';
import { content, withFlags } from '../api/request';
import { adminLandingPath, landingPathFor } from './landing-path';
import { loadSchoolHomePermission, resetSchoolHomePermission } from './school-home-permission';
import { loginPathFor, logoutLocally } from './local-logout';
import { adminDisplayName, isAdminPath, userDisplayName, userKindOf, type SessionKind } from './session-identity';
import { sessionStore, type UserSession } from './session-store';

export type LoginKind = SessionKind;

export interface LoginParams {
  kind: LoginKind;
  userName: string;
  /** Clear text; it travels as base64(MD5) (section 5). */
  password: string;
  captchaVerifyParam?: string;
  /** Back office only: where to go after signing in (the `redirect` query of /background/login). */
  redirect?: string | null;
}

export interface SessionParams {
  /** Which of the two independent sessions; defaults to the one the current page belongs to. */
  kind?: 'user' | 'admin';
}

export interface Identity {
  kind: LoginKind;
  id: string | number;
  name: string;
  userName: string;
  schoolName?: string;
  isPrincipal?: boolean;
}

function sessionOfCurrentPage(params?: SessionParams): 'user' | 'admin' {
  return params?.kind ?? (isAdminPath(window.location.pathname) ? 'admin' : 'user');
}

async function signInAdmin(body: LoginBody, redirect?: string | null): Promise<string> {
  const { token, authTree } = await content(adminLogin(body));
  sessionStore.setAdminLogin(body.userName, token, authTree);
  sessionStore.setAdminSession(await content(adminFreshData(withFlags({ admin: true }))));
  return adminLandingPath(redirect);
}

async function signInUser(kind: 'staff' | 'student', body: LoginBody): Promise<string> {
  const { token, authTree } = await content((kind === 'staff' ? staffLogin : studentLogin)(body));
  // The school-home permission list belongs to the previous session, if any: drop it.
  resetSchoolHomePermission();
  sessionStore.setUserLogin(body.userName, token, authTree);
  const session: UserSession = kind === 'staff' ? await content(staffFreshData()) : await content(studentFreshData());
  sessionStore.setUserSession(session);
  // Refreshed on login so the first /school-home-page visit does not wait for it.
  if (kind === 'staff') loadSchoolHomePermission().catch(() => undefined);
  return landingPathFor(session);
}

/**
 * Three sign-ins with separate calls and sessions (section 1 and 6): staff and students at
 * /login, the platform administrator at /background/login. The login page handles the
 * result itself (the request layer already warned about failures, so Refine must not add
 * a second notification).
 */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const body: LoginBody = {
      userName: params.userName.trim(),
      password: encodePasswordForTransport(params.password),
      ...(params.captchaVerifyParam ? { captchaVerifyParam: params.captchaVerifyParam } : {}),
    };
    try {
      const redirectTo = params.kind === 'admin' ? await signInAdmin(body, params.redirect) : await signInUser(params.kind, body);
      return { success: true, redirectTo };
    } catch (error) {
      // A half-finished sign-in (login passed, freshData failed) must not leave a token behind.
      logoutLocally(params.kind === 'admin' ? 'admin' : 'user');
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  },

  async logout(params?: SessionParams) {
    const kind = sessionOfCurrentPage(params);
    if (kind === 'admin') {
      if (sessionStore.getAdminToken()) await adminLogout(withFlags({ admin: true })).catch(() => undefined);
    } else if (sessionStore.getToken()) {
      const call = userKindOf(sessionStore.getUserSession()) === 'student' ? studentLogout : staffLogout;
      await call().catch(() => undefined);
    }
    // The server call may fail (already expired, offline); signing out locally must still happen.
    logoutLocally(kind);
    if (kind === 'user') resetSchoolHomePermission();
    return { success: true, redirectTo: loginPathFor(kind), successNotification: { message: messages.loggedOut } };
  },

  async check(params?: SessionParams) {
    const kind = sessionOfCurrentPage(params);
    if (kind === 'admin') {
      if (sessionStore.getAdminToken()) return { authenticated: true };
      const here = `${window.location.pathname}${window.location.search}`;
      return { authenticated: false, logout: true, redirectTo: `${loginPathFor('admin')}?redirect=${encodeURIComponent(here)}` };
    }
    if (sessionStore.getToken() && sessionStore.getUserSession()) return { authenticated: true };
    return { authenticated: false, logout: true, redirectTo: loginPathFor('user') };
  },

  // InvalidToken is already handled by the request layer (expireSession); reacting here too
  // would log out twice and show two messages.
  async onError(error: unknown) {
    return { error: error instanceof Error ? error : undefined };
  },

  async getIdentity(params?: SessionParams): Promise<Identity | null> {
    if (sessionOfCurrentPage(params) === 'admin') {
      const userName = sessionStore.getAdminUserName();
      if (!sessionStore.getAdminToken() || !userName) return null;
      const session = sessionStore.getAdminSession();
      return { kind: 'admin', id: session?.adminUserName ?? userName, name: adminDisplayName(session, userName), userName };
    }
    const session = sessionStore.getUserSession();
    const kind = userKindOf(session);
    if (!sessionStore.getToken() || !session || !kind) return null;
    return {
      kind,
      id: session.userInfo.id,
      name: userDisplayName(session, sessionStore.getUsername()),
      userName: session.userInfo.userName,
      schoolName: session.schoolInfo?.name,
      isPrincipal: session.is_principal,
    };
  },

  /** The names of the permitted routes (section 3: permisionList / adminpermisionList). */
  async getPermissions(params?: SessionParams): Promise<string[]> {
    if (sessionOfCurrentPage(params) === 'admin') {
      return (sessionStore.getAdminSession()?.adminpermisionList ?? []).map((p) => p.name);
    }
    return sessionStore.getPermissionList().map((p) => p.name);
  },
};
