import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../server/db/schema';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { demoAccounts } from '../../server/seed/demo-data';
import { workSourceLimit, workTooLarge } from '../../server/features/works/works-model';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const work = (path: string) => `/java-api/student/work/${path}`;
const recycle = (path: string) => `/java-api/student/userOperate/${path}`;

/**
 * A student's works (section 3 and section 7 Works and records): the four kinds saved and listed,
 * moved to the recycle bin and back, held to a size limit, and readable only by the student and
 * the teacher of their class, never across schools.
 */
describe.each(backends)('student works on %s', (backend) => {
  let t: TestApp;
  let me: string;
  let classmate: string;
  let teacher: string;
  let otherTeacher: string;
  let otherSchoolStudent: string;
  let otherPrincipalToken: string;

  const save = (body: object, token = me) => t.post(work('save'), body, token);
  const titles = async (path: string, body: object = {}, token = me) => (await t.post(path, body, token)).content.list.map((w: { title: string }) => w.title);

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    me = await studentToken(t);
    classmate = await studentToken(t, 'student2', 'Student2026');
    otherSchoolStudent = await studentToken(t, 'other-student', otherPrincipal.password);
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    // A teacher of the same school who does not teach the student's class.
    await addStaffWithScreens(t.database.db, 'teacher-elsewhere', ['classroom-index']);
    otherTeacher = await staffToken(t, 'teacher-elsewhere', 'Teacher@2026');
    otherPrincipalToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('saves works of the four kinds, updates one in place, renames it and lists the newest first', async () => {
    const python = await save({ kind: 'python', title: '猜数字', source: 'n = input()\nprint(n)' });
    expect(python.success).toBe(true);
    expect(python.content).toMatchObject({ kind: 'python', title: '猜数字', source: 'n = input()\nprint(n)', studentName: '张小明' });
    for (const kind of ['block', 'cpp', 'junior']) expect((await save({ kind, title: `${kind}作品`, source: '{}' })).success).toBe(true);
    const updated = await save({ id: python.content.id, kind: 'python', title: '猜数字', source: 'print(42)' });
    expect(updated.content).toMatchObject({ id: python.content.id, source: 'print(42)' });
    expect((await t.post(work('rename'), { id: python.content.id, title: '我的第一个程序' }, me)).content.title).toBe('我的第一个程序');
    expect(await titles(work('selectList'))).toEqual(['我的第一个程序', 'junior作品', 'cpp作品', 'block作品']);
    expect(await titles(work('selectList'), { kind: 'cpp' })).toEqual(['cpp作品']);
    // A work keeps its kind.
    expect((await save({ id: python.content.id, kind: 'cpp', title: 'x', source: '' })).message).toBe('作品类型不能修改');
  });

  it('deletes into the recycle bin by kind and restores from it', async () => {
    const { content } = await save({ kind: 'block', title: '小猫走路', source: '{"blocks":{}}' });
    // The delete call names the kind: the Python delete does not remove a block work.
    expect((await t.post(work('deletePython'), { id: content.id }, me)).code).toBe('NotFound');
    const removed = await t.post(work('deleteBlock'), { id: content.id }, me);
    expect(removed).toMatchObject({ success: true, message: '已移入回收站' });
    expect(await titles(work('selectList'))).not.toContain('小猫走路');
    expect(await titles(recycle('selectRecycle'))).toEqual(['小猫走路']);
    expect((await t.post(work('detail'), { id: content.id }, me)).code).toBe('NotFound');
    expect((await save({ id: content.id, kind: 'block', title: '小猫走路', source: '{}' })).code).toBe('NotFound');
    const restored = await t.post(recycle('restoreWork'), { id: content.id }, me);
    expect(restored.content).toMatchObject({ id: content.id, deletedAt: null });
    expect(await titles(recycle('selectRecycle'))).toEqual([]);
    expect(await titles(work('selectList'))).toContain('小猫走路');
    expect((await t.post(recycle('restoreWork'), { id: content.id }, me)).code).toBe('NotFound');
  });

  it('refuses a work over the size limit with the limit in the message, and keeps the saved one', async () => {
    const { content } = await save({ kind: 'python', title: '大程序', source: 'print(1)' });
    const tooBig = 'x'.repeat(workSourceLimit + 1);
    expect(await save({ kind: 'python', title: '太大了', source: tooBig })).toMatchObject({ success: false, code: 'InvalidParameter', message: workTooLarge });
    expect(await save({ id: content.id, kind: 'python', title: '大程序', source: tooBig })).toMatchObject({ success: false, message: workTooLarge });
    expect((await t.post(work('detail'), { id: content.id }, me)).content.source).toBe('print(1)');
    expect((await save({ kind: 'python', title: '刚好', source: 'x'.repeat(workSourceLimit) })).success).toBe(true);
  });

  it("another student, another school or a teacher of another class cannot read or change a student's work; the class teacher reads it", async () => {
    const { content } = await save({ kind: 'python', title: '秘密作品', source: 'print("hi")' });
    const id = content.id;
    expect((await t.post(work('detail'), { id }, teacher)).content).toMatchObject({ id, studentName: '张小明', source: 'print("hi")' });
    for (const token of [classmate, otherSchoolStudent, otherTeacher, otherPrincipalToken]) {
      expect((await t.post(work('detail'), { id }, token)).code).toBe('NotFound');
    }
    for (const token of [classmate, otherSchoolStudent]) {
      expect((await save({ id, kind: 'python', title: '改掉', source: 'x' }, token)).code).toBe('NotFound');
      expect((await t.post(work('rename'), { id, title: '改掉' }, token)).code).toBe('NotFound');
      expect((await t.post(work('deletePython'), { id }, token)).code).toBe('NotFound');
      expect(await titles(work('selectList'), {}, token)).not.toContain('秘密作品');
    }
    // Staff have no works of their own: the contract takes only a student's session here.
    expect((await t.post(work('save'), { kind: 'python', title: 'x', source: '' }, teacher)).code).toBe('InvalidToken');
    expect((await t.post(work('detail'), { id }, me)).content.title).toBe('秘密作品');
  });

  it('a teacher no longer reads the work once the student leaves their class', async () => {
    const { content } = await save({ kind: 'cpp', title: '转班前', source: 'int main(){}' });
    const [student] = await t.database.db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    await t.database.db.update(students).set({ classId: null }).where(eq(students.id, student.id));
    try {
      expect((await t.post(work('detail'), { id: content.id }, teacher)).code).toBe('NotFound');
    } finally {
      await t.database.db.update(students).set({ classId: student.classId }).where(eq(students.id, student.id));
    }
  });

  it('the classroom home shows the class, its teacher, recent works and coins', async () => {
    const home = (await t.post('/java-api/student/classroom/home', {}, me)).content;
    expect(home.realName).toBe('张小明');
    expect(home.classes).toEqual([expect.objectContaining({ name: 'Python 启蒙一班', teacherName: '李老师', campusName: '城北校区', classmates: 3 })]);
    expect(home.recentWorks.length).toBeGreaterThan(0);
    expect(home.pointAuth).toBe(true);
    expect(typeof home.coins).toBe('number');
    expect((await t.post('/java-api/student/classroom/home', {}, teacher)).code).toBe('InvalidToken');
  });

  it("the star-coin centre lists the school's products, the student's coins and the class ranking", async () => {
    const products = (await t.post('/java-api/student/product/redeemList', {}, me)).content;
    expect(products.map((p: { name: string }) => p.name)).toContain('校徽贴纸');
    const rank = (await t.post('/java-api/student/stuStar/classStarRank', {}, me)).content;
    expect(rank.map((r: { studentName: string; rank: number }) => [r.studentName, r.rank])).toEqual([['刘小红', 1], ['陈小刚', 2], ['张小明', 3]]);
    expect(rank.find((r: { me: boolean }) => r.me).studentName).toBe('张小明');
    const mine = (await t.post('/java-api/student/stuStar/personalSoa', {}, me)).content;
    expect(mine).toEqual({ balance: 0, classRank: 3, campusRank: 3 });
    const orders = (await t.post('/java-api/student/order/selectListByStu', {}, classmate)).content;
    expect(Array.isArray(orders)).toBe(true);
    // The other school has no points authorization.
    expect((await t.post('/java-api/student/product/redeemList', {}, otherSchoolStudent)).code).toBe('AuthFailure');
  });
});

describe.skipIf(skipSandboxSuites).each(backends)('C++ free run on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('runs a C++ work on the given input through the judge sandbox, and reports compile errors', async () => {
    const me = await studentToken(t);
    const source = '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}';
    const run = (await t.post(work('runCpp'), { source, stdin: '2 40' }, me)).content;
    expect(run).toMatchObject({ verdict: 'OK', stdout: '42\n', compileMessage: null });
    const broken = (await t.post(work('runCpp'), { source: 'int main( {', stdin: '' }, me)).content;
    expect(broken.verdict).toBe('CE');
    expect(broken.compileMessage).toMatch(/error/);
    const endless = (await t.post(work('runCpp'), { source: 'int main(){for(;;);}', stdin: '' }, me)).content;
    expect(endless.verdict).toBe('TLE');
    expect((await t.post(work('runCpp'), { source, stdin: '' })).code).toBe('InvalidToken');
  });
});
