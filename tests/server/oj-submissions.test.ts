import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojRunRecords, ojSubmissions, schools } from '../../server/db/schema';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { aPlusB, adminToken, oj, studentToken, teacherProblem, teacherToken, zipBase64 } from './oj-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { backends } from './test-database';

/** A+B is the first demo problem. */
const aPlusBId = 1;

async function judged(t: TestApp, id: number, token: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await t.post(oj.submission, { id }, token);
    if (answer.content?.status === 'finished') return answer.content;
    if (Date.now() > deadline) throw new Error(`submission ${id} not judged: ${JSON.stringify(answer)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(skipSandboxSuites).each(backends)('OJ submissions through the real queue and sandbox on %s', (backend) => {
  let t: TestApp;
  let student: string;
  let student2: string;
  let teacher: string;
  let otherSchool: string;
  let otherStudent: string;
  let wrongId: number;
  let rightId: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { judgeWorkers: true });
    await addOtherSchool(t.database.db);
    student = await studentToken(t);
    student2 = await studentToken(t, 'student2', 'Student2026');
    teacher = await teacherToken(t);
    otherSchool = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    otherStudent = await studentToken(t, 'other-student', otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('a wrong then a right C++ solution are judged WA then AC with per-test results', async () => {
    const wrong = await t.post(oj.submit, { problemId: aPlusBId, language: 'cpp', source: aPlusB.wrong }, student);
    expect(wrong.success).toBe(true);
    wrongId = wrong.content.id;
    const wa = await judged(t, wrongId, student);
    expect(wa).toMatchObject({ verdict: 'WA', problemTitle: 'A+B 问题', submitterName: '张小明', language: 'cpp', source: aPlusB.wrong });
    // Practice stops at the first failed test: the verdict is decided, the slot goes to the next submission.
    expect(wa.tests).toHaveLength(1);
    expect(wa.tests[0]).toMatchObject({ name: '1', verdict: 'WA' });

    rightId = (await t.post(oj.submit, { problemId: aPlusBId, language: 'cpp', source: aPlusB.right }, student)).content.id;
    const ac = await judged(t, rightId, student);
    expect(ac.verdict).toBe('AC');
    expect(ac.tests.map((r: { verdict: string }) => r.verdict)).toEqual(['AC', 'AC', 'AC', 'AC']);
    expect(ac.failedTest).toBeNull();
    const list = await t.post(oj.problemList, { keyword: 'A+B' }, student);
    expect(list.content.list[0]).toMatchObject({ myStatus: 'AC', submitCount: 2, acceptCount: 1 });
  });

  it('a Python compile error and a Python AC come back with their messages', async () => {
    const ce = await judged(t, (await t.post(oj.submit, { problemId: aPlusBId, language: 'python3', source: 'print(1 +' }, student2)).content.id, student2);
    expect(ce.verdict).toBe('CE');
    expect(ce.compileMessage).toBeTruthy();
    const ac = await judged(t, (await t.post(oj.submit, { problemId: aPlusBId, language: 'python3', source: 'a, b = map(int, input().split())\nprint(a + b)\n' }, student2)).content.id, student2);
    expect(ac.verdict).toBe('AC');
  });

  it('the first failing test is shown only where the school has testcaseView on', async () => {
    const shown = await t.post(oj.submission, { id: wrongId }, student);
    expect(shown.content.failedTest).toEqual({ name: '1', input: '1 2\n', expected: '3\n', output: '2\n' });
    await t.database.db.update(schools).set({ testcaseView: false }).where(eq(schools.domain, 'demo'));
    const hidden = await t.post(oj.submission, { id: wrongId }, student);
    expect(hidden.content.failedTest).toBeNull();
    expect(hidden.content.tests[0].verdict).toBe('WA');
    await t.database.db.update(schools).set({ testcaseView: true }).where(eq(schools.domain, 'demo'));
  });

  it('students see their own records only; recordOJ staff see their school\'s students, filterable', async () => {
    const own = await t.post(oj.submissions, { pageSize: 50 }, student);
    expect(own.content.list.map((s: { id: number }) => s.id).sort()).toEqual([wrongId, rightId].sort());
    expect((await t.post(oj.submission, { id: wrongId }, student2)).code).toBe('NotFound');
    expect((await t.post(oj.submissions, { scope: 'school' }, student)).code).toBe('AuthFailure');

    const school = await t.post(oj.submissions, { scope: 'school', pageSize: 50 }, teacher);
    expect(school.content.total).toBe(4);
    const filtered = await t.post(oj.submissions, { scope: 'school', studentName: '小明', verdict: 'WA' }, teacher);
    expect(filtered.content.list.map((s: { id: number }) => s.id)).toEqual([wrongId]);
    expect((await t.post(oj.submissions, { scope: 'school', problemId: 2 }, teacher)).content.total).toBe(0);
    expect((await t.post(oj.submission, { id: wrongId }, teacher)).content.source).toBe(aPlusB.wrong);

    const noRecords = await staffToken(t, (await addStaffWithScreens(t.database.db, 'bank-only', ['questionBank', 'questionBank-details'])).userName, 'Teacher@2026');
    expect((await t.post(oj.submissions, { scope: 'school' }, noRecords)).code).toBe('AuthFailure');
    expect((await t.post(oj.submission, { id: wrongId }, noRecords)).code).toBe('NotFound');
  });

  it('another school sees none of these submissions and its counts stay its own', async () => {
    expect((await t.post(oj.submissions, { scope: 'school' }, otherSchool)).content.total).toBe(0);
    expect((await t.post(oj.submission, { id: rightId }, otherSchool)).code).toBe('NotFound');
    expect((await t.post(oj.submission, { id: rightId }, otherStudent)).code).toBe('NotFound');
    const list = await t.post(oj.problemList, { keyword: 'A+B' }, otherStudent);
    expect(list.content.list[0]).toMatchObject({ myStatus: null, submitCount: 0, acceptCount: 0 });
  });

  it('"run with my input" runs without a verdict against tests and is kept as a run record', async () => {
    const run = await t.post(oj.run, { problemId: aPlusBId, language: 'cpp', source: aPlusB.right, stdin: '40 2\n' }, student);
    expect(run.content).toMatchObject({ verdict: 'AC', stdout: '42\n', stdin: '40 2\n' });
    const records = await t.post(oj.runs, { problemId: aPlusBId }, student);
    expect(records.content.map((r: { id: number }) => r.id)).toEqual([run.content.id]);
    expect((await t.post(oj.runs, { problemId: aPlusBId }, student2)).content).toEqual([]);
    const [row] = await t.database.db.select().from(ojRunRecords).where(eq(ojRunRecords.id, run.content.id));
    expect(row).toMatchObject({ submitterKind: 'student', source: aPlusB.right });
  });

  it('analysis: per-problem acceptance, verdicts and common errors, gated by ojAnalysis; admins see all schools', async () => {
    const analysis = await t.post(oj.analysis, {}, teacher);
    expect(analysis.content.problems[0]).toMatchObject({ problemId: aPlusBId, title: 'A+B 问题', submitCount: 4, acceptCount: 2, userCount: 2, acceptedUserCount: 2 });
    expect(Object.fromEntries(analysis.content.verdicts.map((v: { verdict: string; count: number }) => [v.verdict, v.count]))).toEqual({ AC: 2, WA: 1, CE: 1 });
    expect(analysis.content.commonErrors).toEqual(expect.arrayContaining([{ kind: 'WA', text: '测试点 1', count: 1 }]));
    expect((await t.post(oj.analysis, {}, otherSchool)).message).toBe('本校未开通OJ题目分析功能');
    const admin = await t.post(oj.analysis, { problemId: aPlusBId }, await adminToken(t));
    expect(admin.content.problems[0].submitCount).toBe(4);
  });

  it('a teacher\'s problem with a special judge is judged by its checker', async () => {
    // Accepts any output whose number has the same parity as the answer's: only a checker can tell.
    const checker = [
      '#include <cstdio>',
      'int main(int argc, char** argv) {',
      '  long long out, ans; FILE* o = fopen(argv[2], "r"); FILE* a = fopen(argv[3], "r");',
      '  if (fscanf(o, "%lld", &out) != 1) { fprintf(stderr, "no number\\n"); return 1; }',
      '  fscanf(a, "%lld", &ans);',
      '  if ((out - ans) % 2 == 0) return 0; fprintf(stderr, "wrong parity\\n"); return 1;',
      '}',
    ].join('\n');
    const created = await t.post(oj.problemCreate, { title: '奇偶', statement: 'x', checkerKind: 'special', checkerSource: checker }, teacher);
    expect(created.success).toBe(true);
    await t.post(oj.uploadTests, { id: created.content.id, zipBase64: zipBase64({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.out': '4\n' }) }, teacher);
    const plusTwo = 'a, b = map(int, input().split())\nprint(a + b + 2)';
    const plusOne = 'a, b = map(int, input().split())\nprint(a + b + 1)';
    expect((await judged(t, (await t.post(oj.submit, { problemId: created.content.id, language: 'python3', source: plusTwo }, student)).content.id, student)).verdict).toBe('AC');
    const wa = await judged(t, (await t.post(oj.submit, { problemId: created.content.id, language: 'python3', source: plusOne }, student)).content.id, student);
    expect(wa.verdict).toBe('WA');
    expect(wa.tests[0].message).toBe('wrong parity');
    // The checker's source is for the problem's editors only.
    expect((await t.post(oj.problemDetail, { id: created.content.id }, student)).content.checkerSource).toBeNull();
    expect((await t.post(oj.problemDetail, { id: created.content.id }, teacher)).content.checkerSource).toBe(checker);
  });

  it('analysis leaves out problems the reader may not see', async () => {
    const hidden = await teacherProblem(t, teacher, '教师私有题', 'private');
    const id = (await t.post(oj.submit, { problemId: hidden, language: 'python3', source: 'a, b = map(int, input().split())\nprint(a + b)' }, teacher)).content.id;
    expect((await judged(t, id, teacher)).verdict).toBe('AC');
    const ids = async (token: string) => (await t.post(oj.analysis, {}, token)).content.problems.map((p: { problemId: number }) => p.problemId);
    expect(await ids(teacher)).toContain(hidden);
    expect(await ids(student)).not.toContain(hidden);
  });

  it('a problem without tests and an invisible problem cannot be submitted', async () => {
    const created = await t.post(oj.problemCreate, { title: '无数据', statement: 'x', visibility: 'private' }, teacher);
    expect(await t.post(oj.submit, { problemId: created.content.id, language: 'cpp', source: aPlusB.right }, teacher)).toMatchObject({ code: 'ActionFailure', message: '该题目还没有测试数据，暂不能提交' });
    expect((await t.post(oj.submit, { problemId: created.content.id, language: 'cpp', source: aPlusB.right }, student)).code).toBe('NotFound');
    expect((await t.post(oj.submit, { problemId: aPlusBId, language: 'java', source: 'x' }, student)).code).toBe('InvalidParameter');
    expect((await t.post(oj.submit, { problemId: aPlusBId, language: 'cpp', source: '' }, student)).code).toBe('InvalidParameter');
  });

  it('new test data applies to the next submission (the judge never uses tests an upload replaced)', async () => {
    const id = await teacherProblem(t, teacher, '换数据的题', 'school');
    const sum = 'a, b = map(int, input().split())\nprint(a + b)';
    expect((await judged(t, (await t.post(oj.submit, { problemId: id, language: 'python3', source: sum }, student2)).content.id, student2)).verdict).toBe('AC');
    const replaced = await t.post(oj.uploadTests, { id, zipBase64: zipBase64({ '1.in': '5 3\n', '1.out': '2\n' }) }, teacher);
    expect(replaced.success).toBe(true);
    const after = await judged(t, (await t.post(oj.submit, { problemId: id, language: 'python3', source: sum }, student2)).content.id, student2);
    expect(after.verdict).toBe('WA');
    expect(after.tests).toHaveLength(1);
  });

  it('a runtime error says per test which signal or exit code ended the program, in Chinese', async () => {
    const segv = await judged(t, (await t.post(oj.submit, { problemId: aPlusBId, language: 'cpp', source: 'int main(){ volatile int *p = nullptr; return *p; }' }, student2)).content.id, student2);
    expect(segv.verdict).toBe('RE');
    expect(segv.tests[0]).toMatchObject({ verdict: 'RE', message: '运行错误：段错误 (SIGSEGV)' });
    const exit3 = await judged(t, (await t.post(oj.submit, { problemId: aPlusBId, language: 'python3', source: 'raise SystemExit(3)' }, student2)).content.id, student2);
    expect(exit3.tests[0]).toMatchObject({ verdict: 'RE', message: '运行错误：退出码 3' });
  });

  it('a program printing NUL is judged WA on its first judging, its output shown escaped', async () => {
    const nul = '#include <cstdio>\nint main(){ fwrite("3\\0\\n", 1, 3, stdout); }';
    const id = (await t.post(oj.submit, { problemId: aPlusBId, language: 'cpp', source: nul }, student2)).content.id;
    const wa = await judged(t, id, student2);
    expect(wa).toMatchObject({ verdict: 'WA', tests: [{ name: '1', verdict: 'WA', message: 'token 1: expected "3", found "3\\0"' }] });
    expect(wa.failedTest).toMatchObject({ name: '1', output: '3\\0\n' });
    const [row] = await t.database.db.select().from(ojSubmissions).where(eq(ojSubmissions.id, id));
    expect(row.attempts).toBe(1);
  });

  it('"run with my input" shows NUL and bytes that are not UTF-8 escaped instead of failing', async () => {
    const odd = '#include <cstdio>\nint main(){ fwrite("a\\0b\\xff\\n", 1, 5, stdout); fwrite("e\\0", 1, 2, stderr); }';
    const run = await t.post(oj.run, { problemId: aPlusBId, language: 'cpp', source: odd, stdin: '' }, student2);
    expect(run).toMatchObject({ success: true, content: { verdict: 'AC', stdout: 'a\\0b\\xFF\n', stderr: 'e\\0' } });
    const records = await t.post(oj.runs, { problemId: aPlusBId }, student2);
    expect(records.content[0]).toMatchObject({ id: run.content.id, stdout: 'a\\0b\\xFF\n' });
  });
});

describe.skipIf(skipSandboxSuites)('demo problems are solvable', () => {
  it('every demo problem accepts a reference solution', async () => {
    const t = await startTestApp('pglite', { judgeWorkers: true });
    try {
      const token = await studentToken(t);
      const solutions: Record<string, string> = {
        'A+B 问题': 'a, b = map(int, input().split())\nprint(a + b)',
        最大值: 'input()\nprint(max(map(int, input().split())))',
        字符串反转: 'print(input().strip()[::-1])',
        排序: 'input()\nprint(*sorted(map(int, input().split())))',
        圆的面积: 'r = float(input())\nprint("%.6f" % (3.14159265358979 * r * r))',
      };
      const problems = (await t.post(oj.problemList, { pageSize: 50 }, token)).content.list as { id: number; title: string }[];
      for (const p of problems) {
        const id = (await t.post(oj.submit, { problemId: p.id, language: 'python3', source: solutions[p.title] }, token)).content.id;
        expect((await judged(t, id, token)).verdict, p.title).toBe('AC');
      }
      expect(problems).toHaveLength(Object.keys(solutions).length);
    } finally {
      await t.close();
    }
  });
});
