import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal, student } = demoAccounts;
const api = (base: string, call: string) => `/java-api/admin/${base}/${call}`;

/**
 * Section-6 switches whose governed feature exists, read through school-authorizations.ts:
 * 学生授权 (studentAuth) lets a school's students into the community; 备课内容 (prepareContent)
 * gives its staff the lessons' teaching content. The demo school holds both.
 */
describe.each(backends)('school authorization switches on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let demo: { id: number; name: string; packageId: number };
  const setSwitch = async (key: 'studentAuth' | 'prepareContent', value: boolean) => {
    const answer = await t.post(api('edu', 'updateTry'), { id: demo.id, name: demo.name, packageId: demo.packageId, [key]: value }, adminToken);
    expect(answer.content[key]).toBe(value);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    adminToken = (await t.login('admin', admin.userName, admin.password)).content.token;
    staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    [demo] = (await t.post(api('edu', 'queryList'), { keyword: '示范编程学校' }, adminToken)).content.list;
  });
  afterAll(() => t.close());

  it('学生授权: a student has the community only while the school holds it and the school grants it to them', async () => {
    const zoneAuth = async (userName: string = student.userName) => {
      const token = (await t.login('student', userName, student.password)).content.token;
      return (await t.post('/java-api/student/stu/freshData', undefined, token)).content.userInfo.zoneAuth;
    };
    expect(await zoneAuth()).toBe(true);
    await setSwitch('studentAuth', false);
    expect(await zoneAuth()).toBe(false);
    await setSwitch('studentAuth', true);
    expect(await zoneAuth()).toBe(true);

    // The school's own grant per student still counts.
    const [other] = (await t.post('/java-api/school/stu/queryList', { keyword: 'student2' }, staffToken)).content.list;
    expect((await t.post('/java-api/school/stu/updateAuth', { id: other.id, zoneAuth: false }, staffToken)).content.zoneAuth).toBe(false);
    expect(await zoneAuth('student2')).toBe(false);
    expect(await zoneAuth()).toBe(true);
  });

  it('备课内容: the lessons’ teaching content reaches only a school holding it', async () => {
    const subject = (await t.post(api('subject', 'create'), { name: '备课学科' }, adminToken)).content;
    const curriculum = (await t.post(api('curriculum', 'create'), { subjectId: subject.id, name: '备课课程', state: 1 }, adminToken)).content;
    const lesson = await t.post(api('currMat', 'create'), { curriculumId: curriculum.id, title: '第一课 输出', sortOrder: 1, content: '先演示 print，再让学生改写问候语' }, adminToken);
    expect(lesson.success).toBe(true);
    expect((await t.post(api('eduCurrPer', 'save'), { schoolId: demo.id, curriculumId: curriculum.id }, adminToken)).success).toBe(true);
    const lessons = async () => (await t.post('/java-api/school/currMat/detail', { id: curriculum.id }, staffToken)).content.lessons;

    expect(await lessons()).toEqual([expect.objectContaining({ title: '第一课 输出', content: '先演示 print，再让学生改写问候语' })]);
    await setSwitch('prepareContent', false);
    expect(await lessons()).toEqual([expect.objectContaining({ title: '第一课 输出', content: null })]);
    await setSwitch('prepareContent', true);
    expect((await lessons())[0].content).toBe('先演示 print，再让学生改写问候语');
  });
});
