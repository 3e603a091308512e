import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers, schools, staff, students } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password-hash';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { addStaffWithScreens, staffToken } from '../server/crud-fixtures';
import { adminToken } from '../server/oj-fixtures';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

/**
 * A token issued before an account's change of standing or password stops working at once, on
 * every call: freshData, the current user, the unread notices, a feedback. Each kind of change
 * gets fresh accounts, signed in twice where the account changes its own password.
 */

type Kind = 'staff' | 'student' | 'admin';

/** Calls every signed-in account of a kind makes; each must answer InvalidToken after the change. */
const callsOf: Record<Kind, Array<[string, 'GET' | 'POST', object?]>> = {
  student: [
    ['/java-api/student/stu/freshData', 'POST'],
    ['/api/get/user', 'GET'],
    ['/java-api/ojFeedback/create', 'POST', { problemId: 1, content: '旧登录反馈' }],
  ],
  staff: [
    ['/java-api/school/tch/freshData', 'POST'],
    ['/api/get/user', 'GET'],
    ['/java-api/school/notice/selectNotReadList', 'POST'],
    ['/java-api/ojFeedback/create', 'POST', { problemId: 1, content: '旧登录反馈' }],
  ],
  admin: [
    ['/java-api/auth/new/freshData', 'POST'],
    ['/api/get/user', 'GET'],
  ],
};

const change = (oldPassword: string, newPassword: string) => ({ oldPassword: encodePasswordForTransport(oldPassword), newPassword: encodePasswordForTransport(newPassword), newPasswordText: newPassword });

describe.each(backends)('sessions after a change of the account on %s', (backend) => {
  let t: TestApp;
  let tagName: string;
  let principal: string;
  let admin: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    admin = await adminToken(t);
    tagName = (await t.post('/java-api/feedbackTag/selectListByType', { type: 0 }, principal)).content[0].tagName;
  });
  afterAll(() => t.close());

  const call = async (kind: Kind, token: string) => {
    const answers = [];
    for (const [url, method, body] of callsOf[kind]) {
      const answer = method === 'GET' ? await t.get(url, token) : await t.post(url, body && { ...body, tagName }, token);
      answers.push([url, answer.success ? 'ok' : answer.code]);
    }
    return answers;
  };
  const expectAll = async (kind: Kind, token: string, outcome: string) => {
    expect(await call(kind, token)).toEqual(callsOf[kind].map(([url]) => [url, outcome]));
  };

  async function newStudent() {
    const userName = `stale-student-${(serial += 1)}`;
    const [school] = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.domain, 'demo'));
    const passwordHash = await hashPassword(encodePasswordForTransport('Student2026'));
    const [row] = await t.database.db.insert(students).values({ schoolId: school.id, campusId: 1, classId: 1, userName, passwordHash, realName: userName, code: userName }).returning();
    const signIn = async () => (await t.login('student', userName, 'Student2026')).content.token as string;
    return { id: row.id, tokens: [await signIn(), await signIn()], signIn };
  }

  async function newStaff() {
    const userName = `stale-staff-${(serial += 1)}`;
    const row = await addStaffWithScreens(t.database.db, userName, ['look-class-info']);
    const signIn = () => staffToken(t, userName, 'Teacher@2026');
    return { id: row.id, tokens: [await signIn(), await signIn()], signIn };
  }

  async function newAdmin() {
    const userName = `stale-admin-${(serial += 1)}`;
    const passwordHash = await hashPassword(encodePasswordForTransport('Helper@2026'));
    const [row] = await t.database.db.insert(adminUsers).values({ userName, passwordHash, realName: userName, superAdmin: false }).returning();
    const signIn = async () => (await t.login('admin', userName, 'Helper@2026')).content.token as string;
    return { id: row.id, tokens: [await signIn(), await signIn()], signIn };
  }

  const newAccount: Record<Kind, () => Promise<{ id: number; tokens: string[]; signIn: () => Promise<string> }>> = { student: newStudent, staff: newStaff, admin: newAdmin };

  /** Each change, made by someone else unless it is the account's own password change (made with its second token). */
  const changes: Array<[string, Kind, (id: number, own: string) => Promise<unknown>]> = [
    ['a school resets the student\'s password', 'student', (id) => t.post('/java-api/school/stu/resetPassword', { id, password: encodePasswordForTransport('Reset2026') }, principal)],
    ['the student changes their password', 'student', (_, own) => t.post('/java-api/student/stu/updatePassword', change('Student2026', 'Changed2026'), own)],
    ['the student quits', 'student', (id) => t.post('/java-api/school/stu/quit', { id }, principal)],
    ['the student is deleted', 'student', (id) => t.post('/java-api/school/stu/delete', { id }, principal)],
    ['the principal resets the staff member\'s password', 'staff', (id) => t.post('/java-api/school/tch/employeeSetting/resetPassword', { id, password: encodePasswordForTransport('Reset@2026') }, principal)],
    ['the back office resets the staff member\'s password', 'staff', (id) => t.post('/java-api/admin/user/resetPassword', { id, password: encodePasswordForTransport('Reset@2026') }, admin)],
    ['the staff member changes their password', 'staff', (_, own) => t.post('/java-api/school/tch/personalColumn/updatePassword', change('Teacher@2026', 'Changed@2026'), own)],
    ['the staff member leaves', 'staff', (id) => t.post('/java-api/school/tch/employeeSetting/update', { id, state: 0 }, principal)],
    ['the back office records the staff member as left', 'staff', (id) => t.post('/java-api/admin/user/updateWorkState', { id, state: 0 }, admin)],
    ['the super administrator resets an administrator\'s password', 'admin', (id) => t.post('/java-api/admin/sysUser/resetPassword', { id, password: encodePasswordForTransport('Reset@2026') }, admin)],
    ['an administrator is disabled', 'admin', (id) => t.post('/java-api/admin/sysUser/updateState', { id, state: 0 }, admin)],
  ];

  it.each(changes)('ends the old sessions when %s', async (_, kind, make) => {
    const account = await newAccount[kind]();
    await expectAll(kind, account.tokens[0], 'ok');
    expect(await make(account.id, account.tokens[1])).toMatchObject({ success: true });
    await expectAll(kind, account.tokens[0], 'InvalidToken');
  });

  /**
   * The account comes back (复学, out of the recycle bin, back to work, enabled again): it may sign
   * in anew, but the tokens issued before it was taken out stay ended.
   */
  const comebacks: Array<[string, Kind, (id: number) => Promise<unknown>, (id: number) => Promise<unknown>]> = [
    ['the student quits and comes back', 'student', (id) => t.post('/java-api/school/stu/quit', { id }, principal), (id) => t.post('/java-api/school/stu/back', { id }, principal)],
    ['the student is deleted and restored', 'student', (id) => t.post('/java-api/school/stu/delete', { id }, principal), (id) => t.post('/java-api/school/stu/restore', { id }, principal)],
    ['the staff member leaves and returns', 'staff', (id) => t.post('/java-api/school/tch/employeeSetting/update', { id, state: 0 }, principal), (id) => t.post('/java-api/school/tch/employeeSetting/update', { id, state: 1 }, principal)],
    ['the back office records the staff member as left, then back', 'staff', (id) => t.post('/java-api/admin/user/updateWorkState', { id, state: 0 }, admin), (id) => t.post('/java-api/admin/user/updateWorkState', { id, state: 1 }, admin)],
    ['an administrator is disabled and enabled again', 'admin', (id) => t.post('/java-api/admin/sysUser/updateState', { id, state: 0 }, admin), (id) => t.post('/java-api/admin/sysUser/updateState', { id, state: 1 }, admin)],
  ];

  it.each(comebacks)('keeps the old sessions ended when %s', async (_, kind, takeOut, bringBack) => {
    const account = await newAccount[kind]();
    await expectAll(kind, account.tokens[0], 'ok');
    expect(await takeOut(account.id)).toMatchObject({ success: true });
    expect(await bringBack(account.id)).toMatchObject({ success: true });
    await expectAll(kind, account.tokens[0], 'InvalidToken');
    await expectAll(kind, account.tokens[1], 'InvalidToken');
    // Back in good standing, the account signs in again.
    await expectAll(kind, await account.signIn(), 'ok');
  });

  it('keeps the session that reset its own account\'s password and ends the others', async () => {
    const other = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    const [me] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.userName, demoAccounts.principal.userName));
    const reset = await t.post('/java-api/school/tch/employeeSetting/resetPassword', { id: me.id, password: encodePasswordForTransport('Principal@2027') }, principal);
    expect(reset.success).toBe(true);
    await expectAll('staff', principal, 'ok');
    await expectAll('staff', other, 'InvalidToken');
  });
});
