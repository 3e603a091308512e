import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { admin, principal, student } = demoAccounts;
const api = (base: string, call: string) => `/java-api/admin/${base}/${call}`;

/**
 * Section-6 switches whose governed feature exists, read through school-authorizations.ts:
 * 学生授权 (studentAuth) lets a school's students into the community; 备课内容 (prepareContent)
 * gives its staff the lessons' teaching content; 编辑器提示 (showHint) the editors' hints; 总排行
 * (rankTotal) the whole school's OJ ranking. The demo school holds all four.
 */
describe.each(backends)('school authorization switches on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let demo: { id: number; name: string; packageId: number };
  const setSwitch = async (key: 'studentAuth' | 'prepareContent' | 'showHint' | 'rankTotal', value: boolean) => {
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

  it('编辑器提示: the editors get suggestions and the code prompts only while the school holds it', async () => {
    const prompt = { language: 'python', keyword: '打印问候', snippet: 'print("你好，${1:世界}")', description: '输出一句问候' };
    expect((await t.post(api('codePrompt', 'create'), prompt, adminToken)).success).toBe(true);
    await t.post(api('codePrompt', 'create'), { ...prompt, keyword: '停用的提示', state: 0 }, adminToken);
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    const hints = async (token: string, language = 'python') => (await t.post('/java-api/editor/hints', { language }, token)).content;

    expect(await hints(staffToken)).toEqual({ showHint: true, prompts: [{ keyword: '打印问候', snippet: prompt.snippet, description: '输出一句问候' }] });
    expect((await hints(studentToken)).prompts.map((p: { keyword: string }) => p.keyword)).toEqual(['打印问候']);
    expect(await hints(staffToken, 'cpp')).toEqual({ showHint: true, prompts: [] });

    await setSwitch('showHint', false);
    expect(await hints(staffToken)).toEqual({ showHint: false, prompts: [] });
    expect(await hints(studentToken)).toEqual({ showHint: false, prompts: [] });
    expect((await hints(adminToken)).showHint).toBe(true);
    await setSwitch('showHint', true);
    expect((await hints(studentToken)).showHint).toBe(true);
  });

  it('总排行: without it the OJ ranking is one class at a time, a student’s own class', async () => {
    const [campus] = (await t.post('/java-api/school/edu/campus/queryList', {}, staffToken)).content.list;
    const [firstClass] = (await t.post('/java-api/school/cls/queryList', { orderBy: 'id', order: 'asc' }, staffToken)).content.list;
    const other = (await t.post('/java-api/school/cls/create', { name: '排行二班', campusId: campus.id }, staffToken)).content;
    const added = await t.post('/java-api/school/stu/create', { realName: '排行学员', userName: 'rank-student', password: 'Student2026', campusId: campus.id, classId: other.id }, staffToken);
    expect(added.success).toBe(true);
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    const ranking = async (token: string, body: Record<string, unknown> = {}) => (await t.post('/java-api/oj/ranking', body, token)).content;
    const names = (answer: { items: { realName: string }[] }) => answer.items.map((i) => i.realName).sort();

    const whole = await ranking(staffToken);
    expect(whole).toMatchObject({ rankTotal: true, classId: null });
    expect(names(whole)).toContain('排行学员');
    expect((await ranking(studentToken)).classes.length).toBeGreaterThan(1);

    await setSwitch('rankTotal', false);
    const byStaff = await ranking(staffToken);
    expect(byStaff).toMatchObject({ rankTotal: false, classId: firstClass.id });
    expect(names(byStaff)).not.toContain('排行学员');
    expect(names(await ranking(staffToken, { classId: other.id }))).toEqual(['排行学员']);
    // A student ranks within their own class whatever they ask for.
    const byStudent = await ranking(studentToken, { classId: other.id });
    expect(byStudent).toMatchObject({ rankTotal: false, classId: firstClass.id, classes: [{ id: firstClass.id, name: firstClass.name }] });
    expect(names(byStudent)).not.toContain('排行学员');

    await setSwitch('rankTotal', true);
    expect(names(await ranking(studentToken))).toContain('排行学员');
  });
});
