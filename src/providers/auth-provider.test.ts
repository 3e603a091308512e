import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { setNotifier, antdNotifier } from '../api/notify';
import { fail, ok } from '../test/envelope';
import {
  adminSession,
  adminTree,
  principalSession,
  principalTree,
  signInAdmin,
  signInAs,
  studentSession,
  studentTree,
  teacherSession,
  teacherTree,
} from '../test/fixtures';
import { server } from '../test/msw-server';
import { spyOnUserFeedback } from '../test/spies';
import { authProvider } from './auth-provider';
import { sessionStore } from './session-store';
import { specText } from '../../tests/fixtures/spec-texts';

beforeEach(() => {
  spyOnUserFeedback();
});
afterEach(() => {
  setNotifier(antdNotifier);
  window.history.pushState({}, '', '/');
});

describe('authProvider.login', () => {
  it('staff: sends the MD5/base64 password, stores token + authTree, then freshData, lands a principal on the data board', async () => {
    let body: unknown;
    server.use(
      http.post('*/java-api/school/tch/login', async ({ request }) => {
        body = await request.json();
        return ok({ token: 'tok-principal', authTree: principalTree });
      }),
      http.post('*/java-api/school/tch/freshData', ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('tok-principal');
        return ok(principalSession);
      }),
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(principalSession.permisionList)),
    );
    const result = await authProvider.login({ kind: 'staff', userName: ' principal ', password: 'Principal@2026' });
    expect(body).toEqual({ userName: 'principal', password: encodePasswordForTransport('Principal@2026') });
    expect(encodePasswordForTransport('Principal@2026')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(result).toEqual({ success: true, redirectTo: '/school-home-page/dataBoard' });
    expect(sessionStore.getToken()).toBe('tok-principal');
    expect(sessionStore.getUsername()).toBe('principal');
    expect(sessionStore.getAuthTree()).toEqual(principalTree);
    expect(sessionStore.getUserSession()).toEqual(principalSession);
  });

  it('staff: a teacher without school pages lands in the teacher classroom', async () => {
    server.use(
      http.post('*/java-api/school/tch/login', () => ok({ token: 'tok-teacher', authTree: teacherTree })),
      http.post('*/java-api/school/tch/freshData', () => ok(teacherSession)),
      http.post('*/java-api/auth/sch/schoolHomePermission', () => ok(teacherSession.permisionList)),
    );
    const result = await authProvider.login({ kind: 'staff', userName: 'teacher', password: 'Teacher@2026' });
    expect(result).toEqual({ success: true, redirectTo: '/code-classroom/classroom-index' });
  });

  it('student: calls the student login and lands in the student classroom', async () => {
    server.use(
      http.post('*/java-api/student/stu/login', () => ok({ token: 'tok-student', authTree: studentTree })),
      http.post('*/java-api/student/stu/freshData', () => ok(studentSession)),
    );
    const result = await authProvider.login({ kind: 'student', userName: 'student', password: 'Student2026' });
    expect(result).toEqual({ success: true, redirectTo: '/code-classroom-stu/classroom-index-stu' });
    expect(sessionStore.getUserSession()?.identity).toBe(2);
  });

  it('admin: stores the admin session apart and honours a same-origin redirect', async () => {
    server.use(
      http.post('*/java-api/auth/new/login', () => ok({ token: 'tok-admin', authTree: adminTree })),
      http.post('*/java-api/auth/new/freshData', ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('tok-admin');
        return ok(adminSession);
      }),
    );
    const result = await authProvider.login({ kind: 'admin', userName: 'admin', password: 'Admin@2026', redirect: '/background/contract' });
    expect(result).toEqual({ success: true, redirectTo: '/background/contract' });
    expect(sessionStore.getAdminToken()).toBe('tok-admin');
    expect(sessionStore.getAdminSession()).toEqual(adminSession);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('admin: ignores a redirect to another origin', async () => {
    server.use(
      http.post('*/java-api/auth/new/login', () => ok({ token: 'tok-admin', authTree: adminTree })),
      http.post('*/java-api/auth/new/freshData', () => ok(adminSession)),
    );
    const result = await authProvider.login({ kind: 'admin', userName: 'admin', password: 'Admin@2026', redirect: '//evil.example/x' });
    expect(result).toEqual({ success: true, redirectTo: '/background/data-analysis' });
  });

  it('a wrong password returns the error code to the caller and stores nothing', async () => {
    server.use(http.post('*/java-api/school/tch/login', () => fail(ErrorCodes.InvalidUserNameOrPassword, messages.invalidUserNameOrPassword)));
    const result = await authProvider.login({ kind: 'staff', userName: 'principal', password: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ code: ErrorCodes.InvalidUserNameOrPassword, message: messages.invalidUserNameOrPassword });
    expect(sessionStore.getToken()).toBeNull();
  });

  it('a failed freshData after a good login leaves no token behind', async () => {
    server.use(
      http.post('*/java-api/student/stu/login', () => ok({ token: 'tok-student', authTree: studentTree })),
      http.post('*/java-api/student/stu/freshData', () => fail(ErrorCodes.SysError, messages.sysError)),
    );
    const result = await authProvider.login({ kind: 'student', userName: 'student', password: 'Student2026' });
    expect(result.success).toBe(false);
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getAuthTree()).toEqual([]);
  });
});

describe('authProvider.logout', () => {
  it('staff: calls the staff logout, clears the session and flags, says 退出成功, goes to /login', async () => {
    signInAs('teacher');
    sessionStorage.setItem('flag:noticeChecked', '1');
    sessionStorage.setItem('unrelated', '1');
    let called = false;
    server.use(
      http.post('*/java-api/school/tch/logout', () => {
        called = true;
        return ok(null);
      }),
    );
    const result = await authProvider.logout({ kind: 'user' });
    expect(called).toBe(true);
    expect(result).toEqual({ success: true, redirectTo: '/login', successNotification: { message: specText.messages.loggedOut } });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getUserSession()).toBeNull();
    expect(sessionStorage.getItem('flag:noticeChecked')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('1');
  });

  it('student: calls the student logout and ignores its failure', async () => {
    signInAs('student');
    let called = false;
    server.use(
      http.post('*/java-api/student/stu/logout', () => {
        called = true;
        return fail(ErrorCodes.SysError, messages.sysError);
      }),
    );
    const result = await authProvider.logout({ kind: 'user' });
    expect(called).toBe(true);
    expect(result.success).toBe(true);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('admin: defaults to the back-office session on a /background page and keeps the user session', async () => {
    signInAs('principal');
    signInAdmin();
    window.history.pushState({}, '', '/background/contract');
    let called = false;
    server.use(
      http.post('*/java-api/auth/new/logout', ({ request }) => {
        called = request.headers.get('Authorization') === 'admin-token';
        return ok(null);
      }),
    );
    const result = await authProvider.logout({});
    expect(called).toBe(true);
    expect(result.redirectTo).toBe('/background/login');
    expect(sessionStore.getAdminToken()).toBeNull();
    expect(sessionStore.getToken()).toBe('principal-token');
  });
});

describe('authProvider.check / getIdentity / getPermissions', () => {
  it('check: a user page needs the token and the session, else logout and /login', async () => {
    await expect(authProvider.check({ kind: 'user' })).resolves.toEqual({ authenticated: false, logout: true, redirectTo: '/login' });
    signInAs('teacher');
    await expect(authProvider.check({ kind: 'user' })).resolves.toEqual({ authenticated: true });
  });

  it('check: the back office needs the admin token and sends back with a redirect', async () => {
    window.history.pushState({}, '', '/background/contract?x=1');
    await expect(authProvider.check()).resolves.toEqual({
      authenticated: false,
      logout: true,
      redirectTo: `/background/login?redirect=${encodeURIComponent('/background/contract?x=1')}`,
    });
    signInAdmin();
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
  });

  it('getIdentity per kind', async () => {
    await expect(authProvider.getIdentity!({ kind: 'user' })).resolves.toBeNull();
    signInAs('student');
    await expect(authProvider.getIdentity!({ kind: 'user' })).resolves.toMatchObject({
      kind: 'student',
      name: '张小明',
      schoolName: '示范编程学校',
    });
    signInAs('principal');
    await expect(authProvider.getIdentity!({ kind: 'user' })).resolves.toMatchObject({ kind: 'staff', name: '王校长', isPrincipal: true });
    signInAdmin();
    await expect(authProvider.getIdentity!({ kind: 'admin' })).resolves.toMatchObject({ kind: 'admin', name: '平台管理员' });
  });

  it('getPermissions lists route names of the matching session', async () => {
    signInAs('principal');
    signInAdmin();
    const user = (await authProvider.getPermissions!({ kind: 'user' })) as string[];
    const admin = (await authProvider.getPermissions!({ kind: 'admin' })) as string[];
    expect(user).toContain('dataBoard');
    expect(user).not.toContain('data-analysis');
    expect(admin).toContain('data-analysis');
  });

  it('onError leaves InvalidToken to the request layer (no second logout)', async () => {
    await expect(authProvider.onError(new Error('x'))).resolves.not.toHaveProperty('logout');
  });
});
