import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, schools } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { messages } from '../../shared/messages';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal } = demoAccounts;
const staffList = '/java-api/school/tch/employeeSetting/selectEmployList';
const campusList = '/java-api/school/edu/campus/queryList';

/** Route names of the flat permission list a staff session gets back. */
async function staffScreens(t: TestApp, token: string): Promise<string[]> {
  const answer = await t.post('/java-api/auth/sch/freshAuthData', undefined, token);
  expect(answer.success).toBe(true);
  return answer.content.permisionList.map((p: { name: string }) => p.name);
}

describe.each(backends)('back office on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { ipBanCacheMs: 0 });
    adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('needs the admin session for back-office calls: no token, a staff or a student token is refused', async () => {
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    expect((await t.post('/java-api/admin/edu/queryList', {})).code).toBe('InvalidToken');
    expect((await t.post('/java-api/admin/edu/queryList', {}, staffToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/admin/meal/create', { name: '偷偷建的套餐' }, staffToken)).code).toBe('InvalidToken');
    const asAdmin = await t.post('/java-api/admin/edu/queryList', {}, adminToken);
    expect(asAdmin.success).toBe(true);
    expect(asAdmin.content.list.map((s: { name: string }) => s.name)).toContain('示范编程学校');
    // And an admin token opens no school's rows.
    expect((await t.post(campusList, {}, adminToken)).code).toBe('InvalidToken');
  });

  it('creates a trial school with a package and a principal; the principal sees exactly the package’s screens', async () => {
    const pkg = await t.post('/java-api/admin/meal/create', { name: '试用套餐' }, adminToken);
    expect(pkg.success).toBe(true);
    const granted = ['schoolSys', 'school-user-list'];
    expect((await t.post('/java-api/admin/meal/saveResources', { id: pkg.content.id, resources: granted }, adminToken)).success).toBe(true);
    const unknown = await t.post('/java-api/admin/meal/saveResources', { id: pkg.content.id, resources: ['no-such-screen'] }, adminToken);
    expect(unknown.code).toBe('InvalidParameter');

    const noPackage = await t.post('/java-api/admin/edu/createTry', { name: '没有套餐的学校' }, adminToken);
    expect(noPackage.code).toBe('InvalidParameter');
    const school = await t.post('/java-api/admin/edu/createTry', { name: '试用学校甲', packageId: pkg.content.id, trialEndDate: '2030-01-31' }, adminToken);
    expect(school.success).toBe(true);
    expect(school.content).toMatchObject({ trial: true, state: 1, packageName: '试用套餐' });

    const password = encodePasswordForTransport('Trial@2026x');
    const body = { schoolId: school.content.id, realName: '甲校长', userName: 'trial-principal', password };
    expect((await t.post('/java-api/admin/edu/createPrincipal', body, adminToken)).success).toBe(true);
    expect((await t.post('/java-api/admin/edu/createPrincipal', body, adminToken)).message).toBe('用户名已存在');

    const signIn = await t.login('staff', 'trial-principal', 'Trial@2026x');
    expect(signIn.success).toBe(true);
    expect((await staffScreens(t, signIn.content.token)).sort()).toEqual([...granted].sort());
  });

  it('a package change removes the menu at the next refresh and the server refuses its calls', async () => {
    const pkg = await t.post('/java-api/admin/meal/create', { name: '可收回的套餐' }, adminToken);
    await t.post('/java-api/admin/meal/saveResources', { id: pkg.content.id, resources: ['schoolSys', 'school-user-list'] }, adminToken);
    const school = await t.post('/java-api/admin/edu/create', { name: '正式学校乙', packageId: pkg.content.id }, adminToken);
    const password = encodePasswordForTransport('Formal@2026x');
    await t.post('/java-api/admin/edu/createPrincipal', { schoolId: school.content.id, realName: '乙校长', userName: 'formal-principal', password }, adminToken);
    const token = (await t.login('staff', 'formal-principal', 'Formal@2026x')).content.token;
    expect((await t.post(staffList, {}, token)).success).toBe(true);
    expect(await staffScreens(t, token)).toContain('school-user-list');

    await t.post('/java-api/admin/meal/saveResources', { id: pkg.content.id, resources: ['schoolSys'] }, adminToken);
    expect(await staffScreens(t, token)).toEqual(['schoolSys']);
    expect((await t.post(staffList, {}, token)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/auth/sch/checkPagePermission', { permission_key: 'school-user-list' }, token)).content.allowed).toBe(false);
    expect((await t.post(campusList, {}, token)).success).toBe(true);

    // A package in use cannot be deleted (that would lift the bound of its school).
    expect((await t.post('/java-api/admin/meal/delete', { id: pkg.content.id }, adminToken)).code).toBe('ActionFailure');
  });

  it('leaves the demo school unchanged: its package grants every staff screen', async () => {
    const token = (await t.login('staff', principal.userName, principal.password)).content.token;
    expect(await staffScreens(t, token)).toContain('school-user-list');
    expect((await t.post(staffList, {}, token)).success).toBe(true);
  });

  it('a stopped school’s staff cannot sign in nor keep calling; starting it again lets them in', async () => {
    const [demo] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    const token = (await t.login('staff', principal.userName, principal.password)).content.token;
    const studentToken = (await t.login('student', 'student', 'Student2026')).content.token;
    const stopped = await t.post('/java-api/admin/edu/stopSchool', { id: demo.id }, adminToken);
    expect(stopped.content.state).toBe(0);
    const refused = await t.login('staff', principal.userName, principal.password);
    expect(refused).toMatchObject({ success: false, message: messages.schoolStopped });
    expect((await t.login('student', 'student', 'Student2026')).message).toBe(messages.schoolStopped);
    // A token issued before the stop: refused at its next call and at its refresh, with the reason.
    const stoppedAnswer = { success: false, code: 'InvalidToken', message: messages.schoolStopped };
    expect(await t.post(staffList, {}, token)).toMatchObject(stoppedAnswer);
    expect(await t.post('/java-api/school/tch/freshData', undefined, token)).toMatchObject(stoppedAnswer);
    expect(await t.post('/java-api/auth/sch/freshAuthData', undefined, token)).toMatchObject(stoppedAnswer);
    expect(await t.post('/java-api/student/stu/freshData', undefined, studentToken)).toMatchObject(stoppedAnswer);

    expect((await t.post('/java-api/admin/edu/startSchool', { id: demo.id }, adminToken)).content.state).toBe(1);
    expect((await t.login('staff', principal.userName, principal.password)).success).toBe(true);
    expect((await t.post(staffList, {}, token)).success).toBe(true);
  });

  it('logs every sign-in attempt with kind, user name, outcome and address', async () => {
    await t.login('staff', principal.userName, 'wrong-password', '10.9.8.7');
    await t.login('staff', principal.userName, principal.password, '10.9.8.7');
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.ip, '10.9.8.7')).orderBy(loginLogs.id);
    expect(rows.map((r) => [r.kind, r.userName, r.success])).toEqual([
      ['staff', principal.userName, false],
      ['staff', principal.userName, true],
    ]);
    expect(rows[0].message).toBe(messages.invalidUserNameOrPassword);
    const listed = await t.post('/java-api/admin/loginLog/queryList', { ip: '10.9.8.7' }, adminToken);
    expect(listed.content.total).toBe(2);
  });

  it('an IP ban refuses sign-in and every call from that address, and only from it', async () => {
    const banned = '10.66.0.1';
    const token = (await t.login('staff', principal.userName, principal.password, banned)).content.token;
    const ban = await t.post('/java-api/admin/ipBan/create', { ip: banned, remark: '测试封禁' }, adminToken);
    expect(ban.success).toBe(true);
    expect((await t.post('/java-api/admin/ipBan/create', { ip: banned }, adminToken)).message).toBe('IP地址已存在');

    const login = await t.login('staff', principal.userName, principal.password, banned);
    expect(login).toMatchObject({ success: false, code: 'AuthFailure', message: messages.addressBanned });
    expect((await t.post(campusList, {}, token, banned)).message).toBe(messages.addressBanned);
    expect((await t.post(campusList, {}, token, '10.66.0.2')).success).toBe(true);

    await t.post('/java-api/admin/ipBan/delete', { id: ban.content.id }, adminToken);
    expect((await t.post(campusList, {}, token, banned)).success).toBe(true);
  });

  it('the data analysis counts come from the database', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const before = await t.post('/java-api/admin/analytics/overview', { from: '2026-01-01', to: today }, adminToken);
    expect(before.success).toBe(true);
    const schoolCount = (await t.post('/java-api/admin/edu/queryList', {}, adminToken)).content.total;
    expect(before.content).toMatchObject({ schools: schoolCount, campuses: expect.any(Number), staff: expect.any(Number), students: expect.any(Number) });
    const todayBefore = before.content.signIns.at(-1);
    expect(todayBefore.date).toBe(today);

    expect((await t.post('/java-api/admin/edu/createTry', { name: '统计用学校', packageId: null }, adminToken)).code).toBe('InvalidParameter');
    await t.login('student', 'student2', 'Student2026');
    const after = (await t.post('/java-api/admin/analytics/overview', { from: today, to: today }, adminToken)).content;
    expect(after.signIns).toEqual([{ ...todayBefore, student: todayBefore.student + 1 }]);
    expect(after.schools).toBe(before.content.schools);

    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    expect((await t.post('/java-api/admin/analytics/overview', { from: today, to: today }, staffToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/admin/analytics/overview', { from: today, to: '2020-01-01' }, adminToken)).code).toBe('InvalidParameter');
  });
});
