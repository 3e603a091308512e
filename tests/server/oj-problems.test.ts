import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojProblems, ojProblemTests } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { adminToken, oj, studentToken, teacherProblem, teacherToken, zipBase64 } from './oj-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { backends } from './test-database';

const titles = (answer: any): string[] => answer.content.list.map((p: { title: string }) => p.title);

describe.each(backends)('OJ problems on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let principal: string;
  let student: string;
  let otherSchool: string;
  let otherStudent: string;
  let admin: string;
  let schoolProblem: number;
  let privateProblem: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    teacher = await teacherToken(t);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    student = await studentToken(t);
    otherSchool = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    otherStudent = await studentToken(t, 'other-student', otherPrincipal.password);
    admin = await adminToken(t);
    schoolProblem = await teacherProblem(t, teacher, '本校题', 'school');
    privateProblem = await teacherProblem(t, teacher, '私有题', 'private');
  });
  afterAll(() => t.close());

  it('platform problems reach every school, school problems their school, private ones their author', async () => {
    const all = { pageSize: 100 };
    expect(titles(await t.post(oj.problemList, all, teacher))).toEqual(expect.arrayContaining(['A+B 问题', '本校题', '私有题']));
    const principalSees = titles(await t.post(oj.problemList, all, principal));
    expect(principalSees).toContain('本校题');
    expect(principalSees).not.toContain('私有题');
    const studentSees = titles(await t.post(oj.problemList, all, student));
    expect(studentSees).toEqual(expect.arrayContaining(['A+B 问题', '本校题']));
    expect(studentSees).not.toContain('私有题');
    for (const outsider of [otherSchool, otherStudent]) {
      const seen = titles(await t.post(oj.problemList, all, outsider));
      expect(seen).toContain('A+B 问题');
      expect(seen).not.toContain('本校题');
      expect(seen).not.toContain('私有题');
      const detail = await t.post(oj.problemDetail, { id: schoolProblem }, outsider);
      expect(detail).toMatchObject({ success: false, code: 'NotFound', message: '题目不存在' });
    }
    expect((await t.post(oj.problemDetail, { id: privateProblem }, principal)).code).toBe('NotFound');
  });

  it('lists filter by keyword, difficulty and label, and "mine" shows only the author\'s problems', async () => {
    expect(titles(await t.post(oj.problemList, { keyword: 'a+b' }, student))).toEqual(['A+B 问题']);
    expect(titles(await t.post(oj.problemList, { label: '字符串' }, student))).toEqual(['字符串反转']);
    expect(titles(await t.post(oj.problemList, { difficulty: 2, pageSize: 50 }, student)).sort()).toEqual(['字符串反转', '排序'].sort());
    expect(titles(await t.post(oj.problemList, { mine: true }, teacher)).sort()).toEqual(['本校题', '私有题'].sort());
    expect((await t.post(oj.problemList, { mine: true }, student)).code).toBe('AuthFailure');
  });

  it('the detail gives samples and the test count; the special judge only to its editors', async () => {
    const detail = await t.post(oj.problemDetail, { id: schoolProblem }, student);
    expect(detail.content).toMatchObject({ title: '本校题', samples: [{ input: '1 2', output: '3' }], testCount: 2, editable: false, checkerSource: null, myStatus: null });
    expect((await t.post(oj.problemDetail, { id: schoolProblem }, teacher)).content.editable).toBe(true);
  });

  it('only the author edits, deletes and uploads; students and other schools are refused', async () => {
    expect((await t.post(oj.problemEdit, { id: schoolProblem, title: '改名' }, principal)).code).toBe('AuthFailure');
    expect((await t.post(oj.problemEdit, { id: schoolProblem, title: '改名' }, otherSchool)).code).toBe('NotFound');
    expect((await t.post(oj.problemEdit, { id: schoolProblem, title: '改名' }, student)).code).toBe('InvalidToken');
    expect((await t.post(oj.uploadTests, { id: schoolProblem, zipBase64: zipBase64({ '1.in': '', '1.out': '' }) }, otherSchool)).code).toBe('NotFound');
    const edited = await t.post(oj.problemEdit, { id: schoolProblem, title: '本校题', difficulty: 3 }, teacher);
    expect(edited.content).toMatchObject({ difficulty: 3, authorKind: 'staff', authorName: '李老师' });
    const [row] = await t.database.db.select().from(ojProblems).where(eq(ojProblems.id, schoolProblem));
    expect(row.updatedAt).not.toBeNull();
  });

  it('staff cannot publish to the platform; labels and samples are checked with Chinese messages', async () => {
    expect(await t.post(oj.problemCreate, { title: 'x', statement: 'y', visibility: 'platform' }, teacher)).toMatchObject({
      success: false,
      code: 'InvalidParameter',
      message: '参数错误：可见范围（visibility）：只有平台管理员可以发布平台公开题目',
    });
    expect((await t.post(oj.problemCreate, { title: 'x', statement: 'y', labels: '不存在的标签' }, teacher)).message).toBe('参数错误：标签（labels）不存在：不存在的标签');
    expect((await t.post(oj.problemCreate, { title: 'x', statement: 'y', samples: '{' }, teacher)).message).toBe('参数错误：样例（samples）不是有效的 JSON');
    expect((await t.post(oj.problemCreate, { title: 'x', statement: 'y', checkerKind: 'special' }, teacher)).message).toBe('参数错误：特殊评测需要填写特判程序（checkerSource）');
    expect((await t.post(oj.problemCreate, { title: '', statement: 'y' }, teacher)).code).toBe('InvalidParameter');
    const labelled = await t.post(oj.problemCreate, { title: '带标签', statement: 'y', labels: ' 模拟，入门 ,模拟' }, teacher);
    expect(labelled.content.labels).toBe('模拟,入门');
  });

  it('test data zips are validated as a whole and replace the previous tests', async () => {
    const upload = (files: Record<string, string>) => t.post(oj.uploadTests, { id: schoolProblem, zipBase64: zipBase64(files) }, teacher);
    expect((await upload({ '1.in': '1', '2.in': '2', '2.out': '2' })).message).toBe('测试数据：测试点 1 缺少输出文件 1.out 或 1.ans');
    expect((await upload({})).message).toBe('测试数据：压缩包中没有测试点');
    expect((await t.post(oj.uploadTests, { id: schoolProblem, zipBase64: Buffer.from('nope').toString('base64') }, teacher)).message).toBe('测试数据：不是有效的 zip 文件');
    const tests = await t.database.db.select().from(ojProblemTests).where(eq(ojProblemTests.problemId, schoolProblem));
    expect(tests).toHaveLength(2);
    const replaced = await upload({ 'a/1.in': '1 1\n', 'a/1.out': '2\n', 'a/2.in': '3 4\n', 'a/2.out': '7\n', 'a/10.in': '5 5\n', 'a/10.ans': '10\n' });
    expect(replaced.content).toEqual({ testCount: 3, names: ['1', '2', '10'] });
    expect((await t.post(oj.problemDetail, { id: schoolProblem }, student)).content.testCount).toBe(3);
  });

  it('a zip near the size limit passes the body limit and is refused by the zip rules, not the transport', async () => {
    const big = Buffer.alloc(8.5 * 1024 * 1024, 1).toString('base64');
    expect(await t.post(oj.uploadTests, { id: schoolProblem, zipBase64: big }, teacher)).toMatchObject({ code: 'InvalidParameter', message: '测试数据：压缩包不能超过 8MB' });
  });

  it('the administrator makes platform problems through the entity and sees them in the back office', async () => {
    const created = await t.post(oj.adminCreate, { title: '平台新题', statement: '内容', visibility: 'platform' }, admin);
    expect(created.content).toMatchObject({ schoolId: null, authorKind: 'admin', authorName: '平台管理员', visibility: 'platform' });
    expect((await t.post(oj.adminCreate, { title: '平台题', statement: '内容', visibility: 'school' }, admin)).message).toBe('参数错误：可见范围（visibility）：平台题目只能是平台公开');
    expect((await t.post('/java-api/admin/ojProblem/edit', { id: created.content.id, visibility: 'private' }, admin)).message).toBe('参数错误：可见范围（visibility）：平台题目只能是平台公开');
    expect((await t.post(oj.uploadTests, { id: created.content.id, zipBase64: zipBase64({ '1.in': '1', '1.out': '1' }) }, admin)).content.testCount).toBe(1);
    expect(titles(await t.post(oj.problemList, { keyword: '平台新题' }, otherStudent))).toEqual(['平台新题']);
    expect((await t.post(oj.adminList, { keyword: '平台新题' }, teacher)).code).toBe('InvalidToken');
    expect((await t.post(oj.labels, {}, student)).content.map((l: { name: string }) => l.name)).toContain('入门');
  });

  it('deleting a problem removes its tests', async () => {
    const id = await teacherProblem(t, teacher, '将删除', 'school');
    expect((await t.post(oj.problemDelete, { id }, principal)).code).toBe('AuthFailure');
    expect((await t.post(oj.problemDelete, { id }, teacher)).success).toBe(true);
    expect(await t.database.db.select().from(ojProblemTests).where(eq(ojProblemTests.problemId, id))).toEqual([]);
    expect((await t.post(oj.problemDetail, { id }, teacher)).code).toBe('NotFound');
  });
});
