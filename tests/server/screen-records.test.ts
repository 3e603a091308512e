import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { ErrorCodes } from '../../shared/error-codes';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, student, teacher } = demoAccounts;

describe.each(backends)('screenshot records on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let studentToken: string;
  let teacherToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
    studentToken = (await t.login('student', student.userName, student.password)).content.token;
    teacherToken = (await t.login('staff', teacher.userName, teacher.password)).content.token;
  });
  afterAll(() => t.close());

  it('records who took a screenshot on which screen, from the session, and shows it to the back office', async () => {
    const added = await t.post('/java-api/screenRecord/add', { path: '/oj/questionBank/details?id=3', imageUrl: '/api/files/video-transcoding/shots/1-a.png', remark: '提交前截图' }, studentToken, '198.51.100.4');
    expect(added.success, added.message).toBe(true);
    expect((await t.post('/java-api/screenRecord/add', { path: '/code-classroom/classroom-index', imageUrl: 'https://oss.example.com/b.png' }, teacherToken)).success).toBe(true);

    const list = await t.post('/java-api/admin/screenRecord/queryList', { accountKind: 'student' }, adminToken);
    expect(list.content.total).toBe(1);
    expect(list.content.list[0]).toMatchObject({
      accountKind: 'student',
      userName: student.userName,
      schoolName: '示范编程学校',
      title: '题目详情',
      path: '/oj/questionBank/details',
      imageUrl: '/api/files/video-transcoding/shots/1-a.png',
      remark: '提交前截图',
      ip: '198.51.100.4',
    });
    expect((await t.post('/java-api/admin/screenRecord/queryList', { keyword: teacher.userName }, adminToken)).content.total).toBe(1);

    const id = list.content.list[0].id;
    expect((await t.post('/java-api/admin/screenRecord/delete', { id }, adminToken)).success).toBe(true);
    expect((await t.post('/java-api/admin/screenRecord/queryList', { accountKind: 'student' }, adminToken)).content.total).toBe(0);
  });

  it('refuses screens outside the catalogue, addresses that are not uploads, unknown fields, admins posting and schools reading', async () => {
    const add = (body: object, token = studentToken) => t.post('/java-api/screenRecord/add', body, token);
    expect(await add({ path: '/nowhere', imageUrl: '/api/files/a.png' })).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter });
    expect(await add({ path: '/oj/questionBank', imageUrl: 'javascript:alert(1)' })).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter });
    expect(await add({ path: '/oj/questionBank', imageUrl: '/api/files/a.png', userName: 'someone-else' })).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter });
    expect(await add({ path: '/oj/questionBank', imageUrl: '/api/files/a.png' }, adminToken)).toMatchObject({ success: false, code: ErrorCodes.InvalidToken });
    expect(await add({ path: '/oj/questionBank', imageUrl: '/api/files/a.png' }, '')).toMatchObject({ success: false, code: ErrorCodes.InvalidToken });
    for (const token of [studentToken, teacherToken]) {
      expect((await t.post('/java-api/admin/screenRecord/queryList', {}, token)).code).toBe(ErrorCodes.InvalidToken);
    }
  });
});
