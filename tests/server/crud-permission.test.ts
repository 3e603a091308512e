import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { addStaffWithScreens, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** Permission keys (route names) are checked on the server, and campus-bound staff stay in their campus. */
describe.each(backends)('permission keys of the CRUD engine on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('lets the demo teacher read students but refuses delete, batch delete and restore', async () => {
    const token = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    expect((await t.post('/java-api/school/stu/queryList', {}, token)).content.total).toBe(3);
    expect((await t.post('/java-api/school/stu/detail', { id: 1 }, token)).content.realName).toBe('张小明');
    for (const [call, body] of [
      ['delete', { id: 1 }],
      ['batchDelete', { ids: [1] }],
      ['restore', { id: 1 }],
      ['edit', { id: 1, realName: '改名' }],
      ['create', { realName: '甲', userName: 'by-teacher', password: encodePasswordForTransport('Student2026') }],
      ['quit', { id: 1 }],
    ] as const) {
      expect(await t.post(`/java-api/school/stu/${call}`, body, token), call).toMatchObject({ success: false, code: 'AuthFailure', message: '无权限访问' });
    }
    expect((await t.post('/java-api/school/edu/campus/create', { name: '教师建校区' }, token)).code).toBe('AuthFailure');
  });

  it('grants exactly the operations whose keys a role holds', async () => {
    await addStaffWithScreens(t.database.db, 'binkeeper', ['recycleBin']);
    const token = await staffToken(t, 'binkeeper', 'Teacher@2026');
    expect((await t.post('/java-api/school/stu/queryList', {}, token)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/school/stu/selectStuOut', {}, token)).success).toBe(true);
    expect((await t.post('/java-api/school/stu/restore', { id: 1 }, token)).code).toBe('NotFound');
  });

  it('keeps campus-bound staff inside their campus', async () => {
    await addStaffWithScreens(t.database.db, 'southadmin', ['students-management', 'entering-student', 'class-management1'], 2);
    const token = await staffToken(t, 'southadmin', 'Teacher@2026');
    expect((await t.post('/java-api/school/stu/queryList', {}, token)).content.total).toBe(0);
    expect((await t.post('/java-api/school/stu/detail', { id: 1 }, token)).code).toBe('NotFound');
    expect((await t.post('/java-api/school/stu/delete', { id: 1 }, token)).code).toBe('NotFound');
    const pwd = encodePasswordForTransport('Student2026');
    const created = await t.post('/java-api/school/stu/create', { realName: '南校学生', userName: 'south1', password: pwd }, token);
    expect(created.content).toMatchObject({ campusId: 2, campusName: '城南校区' });
    expect((await t.post('/java-api/school/stu/create', { realName: '北校学生', userName: 'north1', password: pwd, campusId: 1 }, token)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/school/stu/transfer', { id: created.content.id, classId: 1 }, token)).code).toBe('InvalidParameter');
  });

  it('refuses student tokens and anonymous calls', async () => {
    const studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    expect((await t.post('/java-api/school/stu/queryList', {}, studentToken)).code).toBe('InvalidToken');
    expect((await t.post('/java-api/school/stu/queryList', {})).code).toBe('InvalidToken');
  });
});
