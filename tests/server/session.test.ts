import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, schools, sessions } from '../../server/db/schema';
import { seedDemoData, demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal, teacher, student } = demoAccounts;

describe.each(backends)('sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('signs in each kind through its own call, with token and permission tree', async () => {
    const staffAnswer = await t.login('staff', principal.userName, principal.password);
    expect(staffAnswer.success).toBe(true);
    expect(staffAnswer.content.authTree.map((a: { name: string }) => a.name)).toContain('school');

    const studentAnswer = await t.login('student', student.userName, student.password);
    expect(studentAnswer.success).toBe(true);
    expect(studentAnswer.content.authTree.map((a: { name: string }) => a.name)).toEqual(['student-classroom', 'student-exam', 'oj', 'typing', 'community']);

    const adminAnswer = await t.login('admin', admin.userName, admin.password);
    expect(adminAnswer.success).toBe(true);
    expect(adminAnswer.content.authTree.map((a: { name: string }) => a.name)).toEqual(['admin']);
  });

  it('keeps the three sessions apart: a token only opens its own kind of call', async () => {
    const staffToken = (await t.login('staff', teacher.userName, teacher.password)).content.token;
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    const adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;

    expect((await t.post('/java-api/school/tch/freshData', undefined, staffToken)).success).toBe(true);
    expect((await t.post('/java-api/student/stu/freshData', undefined, staffToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/school/tch/freshData', undefined, studentToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/auth/new/freshData', undefined, staffToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/school/tch/freshData', undefined, adminToken)).code).toBe('InvalidToken');
  });

  it('returns the session state of section 3 from freshData', async () => {
    const token = (await t.login('staff', principal.userName, principal.password)).content.token;
    const staffState = (await t.post('/java-api/school/tch/freshData', undefined, token)).content;
    expect(staffState).toMatchObject({ identity: 1, is_principal: true, schoolInfo: { name: '示范编程学校', pointAuth: true } });
    expect(staffState.permisionList.map((p: { name?: string; realName?: string }) => p.name)).toContain('dataBoard');
    expect(staffState.eduTchList.map((x: { name?: string; realName?: string }) => x.realName)).toEqual(['王校长', '李老师']);

    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    const studentState = (await t.post('/java-api/student/stu/freshData', undefined, studentToken)).content;
    expect(studentState).toMatchObject({ identity: 2, is_principal: false, roleList: [], userInfo: { stuUserInfo: { realName: '张小明', className: 'Python 启蒙一班' } } });

    const adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
    const adminState = (await t.post('/java-api/auth/new/freshData', undefined, adminToken)).content;
    expect(adminState.adminUserName).toBe('admin');
    expect(adminState.adminpermisionList.map((p: { name?: string; realName?: string }) => p.name)).toContain('data-analysis');
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await t.login('staff', principal.userName, 'Wrong@2026', '10.0.0.2');
    const unknown = await t.login('staff', 'nobody', 'Wrong@2026', '10.0.0.3');
    expect(wrong).toMatchObject({ success: false, code: 'InvalidUserNameOrPassword', message: '用户名或密码错误' });
    expect(unknown).toEqual(wrong);
    // Student credentials are not staff credentials.
    expect((await t.login('staff', student.userName, student.password, '10.0.0.4')).code).toBe('InvalidUserNameOrPassword');
  });

  it('ends a session on logout and on expiry', async () => {
    const token = (await t.login('staff', teacher.userName, teacher.password)).content.token;
    expect((await t.post('/java-api/school/tch/logout', undefined, token)).message).toBe('退出成功');
    expect((await t.post('/java-api/school/tch/freshData', undefined, token)).code).toBe('InvalidToken');

    const token2 = (await t.login('student', student.userName, student.password)).content.token;
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.kind, 'student'));
    expect(await t.post('/java-api/student/stu/freshData', undefined, token2)).toMatchObject({ code: 'InvalidToken', message: '登录已过期，请重新登录' });
  });

  it('answers malformed requests with InvalidParameter naming the field in Chinese', async () => {
    expect(await t.post('/java-api/school/tch/login', { password: 'kVZBlT4vWCBub9+/+B9Z2A==' })).toMatchObject({ success: false, code: 'InvalidParameter', message: '参数错误：用户名（userName）不能为空' });
    expect((await t.post('/java-api/school/tch/login', { userName: 'a', password: 'plain-text' })).message).toBe('参数错误：密码（password）格式不正确');
    expect((await t.post('/java-api/school/tch/login', { userName: { a: 1 }, password: 'kVZBlT4vWCBub9+/+B9Z2A==' })).message).toBe('参数错误：用户名（userName）的类型应为字符串');
    expect((await t.post('/java-api/school/tch/login', { userName: 'a', password: 'kVZBlT4vWCBub9+/+B9Z2A==', extra: 1 })).message).toBe('参数错误：不支持的参数：extra');
    const token = (await t.login('staff', teacher.userName, teacher.password)).content.token;
    expect((await t.post('/java-api/auth/sch/checkPagePermission', {}, token)).message).toBe('参数错误：页面权限标识（permission_key）不能为空');

    const badJson = await t.app.inject({ method: 'POST', url: '/java-api/school/tch/login', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(200);
    expect(badJson.json()).toMatchObject({ code: 'InvalidParameter', message: '参数错误：请求体不是有效的 JSON' });
    // An empty JSON body on a call without parameters is no body, not an error.
    const emptyBody = await t.app.inject({ method: 'POST', url: '/java-api/school/tch/freshData', payload: '', headers: { 'content-type': 'application/json', authorization: token } });
    expect(emptyBody.json()).toMatchObject({ success: true });
    const noLoginBody = await t.app.inject({ method: 'POST', url: '/java-api/school/tch/login', payload: '', headers: { 'content-type': 'application/json' } });
    expect(noLoginBody.json()).toMatchObject({ code: 'InvalidParameter', message: '参数错误：请求体不能为空' });
    const badType = await t.app.inject({ method: 'POST', url: '/java-api/school/tch/login', payload: 'userName=a', headers: { 'content-type': 'text/plain' } });
    expect(badType.json()).toMatchObject({ code: 'InvalidParameter' });
  });

  it('refuses a stopped school and a disabled account with clear messages', async () => {
    await t.database.db.update(schools).set({ state: 0 });
    expect(await t.login('student', student.userName, student.password)).toMatchObject({ code: 'AuthFailure', message: '所在学校已停用，请联系平台管理员' });
    await t.database.db.update(schools).set({ state: 1 });
    expect((await t.login('student', student.userName, student.password)).success).toBe(true);
  });

  it('answers page-permission checks by role', async () => {
    const teacherToken = (await t.login('staff', teacher.userName, teacher.password)).content.token;
    const check = async (token: string, key: string) =>
      (await t.post('/java-api/auth/sch/checkPagePermission', { permission_key: key }, token)).content.allowed;
    expect(await check(teacherToken, 'questionBank')).toBe(true);
    expect(await check(teacherToken, 'exam-index')).toBe(true);
    expect(await check(teacherToken, 'dataBoard')).toBe(false);
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    expect(await check(studentToken, 'questionBank')).toBe(true);
    expect(await check(studentToken, 'exam-index')).toBe(false);
    expect(await check(studentToken, 'MyOj')).toBe(false);

    const list = (await t.post('/java-api/auth/sch/schoolHomePermission', undefined, teacherToken)).content;
    expect(list.map((p: { name?: string; realName?: string }) => p.name)).toContain('own-class-management');
    expect(list.map((p: { name?: string; realName?: string }) => p.name)).not.toContain('dataBoard');
  });

  it('lists only the own school\'s campuses', async () => {
    const [other] = await t.database.db.insert(schools).values({ name: '另一所学校' }).returning();
    await t.database.db.insert(campuses).values({ schoolId: other.id, name: '别校校区' });
    const token = (await t.login('staff', principal.userName, principal.password)).content.token;
    const list = (await t.get('/java-api/school/edu/campus/queryListByUserId?t=1', token)).content;
    expect(list.map((c: { name?: string; realName?: string }) => c.name)).toEqual(['城北校区', '城南校区']);
  });

  it('hides the star-coin menu when the school has no points authorisation', async () => {
    await t.database.db.update(schools).set({ pointAuth: false });
    const token = (await t.login('staff', principal.userName, principal.password)).content.token;
    const state = (await t.post('/java-api/school/tch/freshData', undefined, token)).content;
    expect(state.permisionList.find((p: { name: string; hide: boolean }) => p.name === 'starCoinRanking')?.hide).toBe(true);
    await t.database.db.update(schools).set({ pointAuth: true });
  });

  it('never seeds a database that already has data', async () => {
    expect(await seedDemoData(t.database.db, { scale: 'none' })).toBe(false);
  });

  it('serves the version file and answers unknown API paths with a 404 envelope', async () => {
    expect(await t.get('/version.json?t=1')).toEqual({ version: 'dev' });
    const res = await t.app.inject({ method: 'POST', url: '/java-api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NotFound' });
  });
});
