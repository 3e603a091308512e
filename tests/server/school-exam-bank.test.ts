import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { adminToken, teacherProblem, teacherToken } from './oj-fixtures';
import { openWindow } from './exam-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A school's question banks, questions and papers (issue 17, /exam/*): the school scope, the
 * rules of programming and short-answer questions, the all-or-nothing import, copies from the
 * platform's published banks and papers, paper scores and order.
 */
const { principal } = demoAccounts;
const bankApi = '/java-api/school/questionBank';
const questionApi = '/java-api/school/question';
const paperApi = '/java-api/school/paper';
const options = (...texts: string[]) => JSON.stringify(texts.map((text, i) => ({ key: String(i), text })));

describe.each(backends)('school exam bank on %s', (backend) => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  let admin: string;
  const as = (token: string) => (url: string, body: unknown = {}) => t.post(url, body, token);
  const ok = async (answer: Promise<{ success: boolean; message: string; content: any }>) => {
    const a = await answer;
    expect(a.success, a.message).toBe(true);
    return a.content;
  };
  const single = (bankId: number, extra: Record<string, unknown> = {}) => ({ bankId, type: 1, title: '输出函数', stem: 'Python 用哪个函数输出？', options: options('print', 'input'), answer: 'A', ...extra });

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    mine = await staffToken(t, principal.userName, principal.password);
    theirs = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('keeps one school’s banks, questions and papers from another', async () => {
    const call = as(mine);
    const other = as(theirs);
    const bank = await ok(call(`${bankApi}/create`, { name: '本校题库' }));
    expect(bank.schoolId).toBeGreaterThan(0);
    const question = await ok(call(`${questionApi}/create`, single(bank.id)));
    const paper = await ok(call(`${paperApi}/create`, { name: '本校试卷' }));
    await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [question.id] }));

    // The other school's own rows, to be sure lists are not simply empty.
    const otherBank = await ok(other(`${bankApi}/create`, { name: '外校题库' }));
    expect((await ok(other(`${bankApi}/queryList`, {}))).list.map((b: { id: number }) => b.id)).toEqual([otherBank.id]);
    expect((await ok(other(`${questionApi}/queryList`, {}))).total).toBe(0);
    expect((await ok(other(`${paperApi}/queryList`, {}))).total).toBe(0);
    for (const [url, body] of [
      [`${bankApi}/viewDetail`, { id: bank.id }],
      [`${questionApi}/viewDetail`, { id: question.id }],
      [`${paperApi}/viewDetail`, { id: paper.id }],
      [`${paperApi}/queryQuestionList`, { id: paper.id }],
      [`${paperApi}/queryPreview`, { id: paper.id }],
      [`${paperApi}/delete`, { id: paper.id }],
      [`${bankApi}/delete`, { id: bank.id }],
    ] as const) {
      expect((await other(url, body)).success, url).toBe(false);
    }
    // Writing into another school's bank, or putting its question on one's own paper, is refused.
    expect((await other(`${questionApi}/create`, single(bank.id))).code).toBe('InvalidParameter');
    const otherPaper = await ok(other(`${paperApi}/create`, { name: '外校试卷' }));
    expect((await other(`${paperApi}/addQuestion`, { id: otherPaper.id, questionIds: [question.id] })).success).toBe(false);
    // The back office never sees a school's rows either.
    expect((await as(admin)(`/java-api/admin/questionBank/viewDetail`, { id: bank.id })).success).toBe(false);
  });

  it('checks programming questions against the OJ problems the school may use, and short answers', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '编程题库' }));
    const teacher = await teacherToken(t);
    const schoolProblem = await teacherProblem(t, teacher, '校内 A+B', 'school');
    const privateProblem = await teacherProblem(t, teacher, '私有 A+B', 'private');
    const otherProblem = await ok(t.post('/java-api/oj/problem/create', { title: '外校题', statement: 'x', visibility: 'school', samples: '[]' }, theirs));

    const programming = { bankId: bank.id, type: 5, title: 'A+B', stem: '计算两数之和', options: null, answer: '' };
    const refused = async (body: Record<string, unknown>, message: string) => {
      const a = await call(`${questionApi}/create`, body);
      expect(a.code, JSON.stringify(body)).toBe('InvalidParameter');
      expect(a.message).toContain(message);
    };
    await refused(programming, '编程题需要选择一道 OJ 题目');
    await refused({ ...programming, ojProblemId: privateProblem }, '本校不可使用');
    await refused({ ...programming, ojProblemId: otherProblem.id }, '本校不可使用');
    await refused({ ...single(bank.id), ojProblemId: schoolProblem }, '只有编程题可以关联 OJ 题目');
    await refused({ bankId: bank.id, type: 6, title: '简答', stem: '说说循环', options: null, answer: '  ' }, '简答题需要填写参考答案');
    const q = await ok(call(`${questionApi}/create`, { ...programming, ojProblemId: schoolProblem }));
    expect(q).toMatchObject({ type: 5, ojProblemId: schoolProblem });
    const short = await ok(call(`${questionApi}/create`, { bankId: bank.id, type: 6, title: '简答', stem: '说说循环', options: null, answer: '重复执行一段代码' }));
    expect(short.answer).toBe('重复执行一段代码');
    // The picker offers the school's and platform problems, never a private one.
    const picked = (await ok(call(`${questionApi}/queryOjProblems`, { keyword: 'A+B' }))).map((p: { id: number }) => p.id);
    expect(picked).toContain(schoolProblem);
    expect(picked).not.toContain(privateProblem);
    // Changing the type sends the answer parts together; the rules apply to edits too.
    expect((await call(`${questionApi}/edit`, { id: q.id, type: 6, options: null, answer: '参考', ojProblemId: schoolProblem })).code).toBe('InvalidParameter');
    await ok(call(`${questionApi}/edit`, { id: q.id, title: '两数之和' }));
  });

  it('imports all rows or none', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '导入题库' }));
    const good = { bankId: bank.id, type: 4, title: '填空', stem: '输出函数是___', answer: 'print' };
    const bad = { bankId: bank.id, type: 3, title: '判断', stem: 'Python 是编译型语言', answer: '对' };
    const report = await ok(call(`${questionApi}/importQuestions`, { rows: [good, bad, good] }));
    expect(report.imported).toBe(0);
    expect(report.errors).toEqual([{ row: 2, message: '参数错误：答案（answer）判断题的答案只能是 true 或 false' }]);
    expect((await ok(call(`${questionApi}/queryList`, { bankId: bank.id }))).total).toBe(0);
    const done = await ok(call(`${questionApi}/importQuestions`, { rows: [good, { ...bad, answer: 'false' }] }));
    expect(done).toMatchObject({ imported: 2, errors: [] });
  });

  it('reads the platform’s published banks and papers and copies them into the school', async () => {
    const call = as(mine);
    const adminCall = as(admin);
    const platformBank = await ok(adminCall('/java-api/admin/questionBank/create', { name: '平台 Python 题库' }));
    const hidden = await ok(adminCall('/java-api/admin/questionBank/create', { name: '未发布题库' }));
    const pq = await ok(adminCall('/java-api/admin/question/create', single(platformBank.id)));
    await ok(adminCall('/java-api/admin/question/create', single(hidden.id)));
    const names = async () => (await ok(call(`${bankApi}/queryPlatformBanks`, {}))).map((b: { name: string }) => b.name);
    expect(await names()).not.toContain('平台 Python 题库');
    expect((await call(`${bankApi}/copyPlatformBank`, { id: platformBank.id })).success).toBe(false);
    await ok(adminCall('/java-api/admin/questionBank/updatePostState', { id: platformBank.id, postState: 1 }));
    expect(await names()).toContain('平台 Python 题库');
    expect(await names()).not.toContain('未发布题库');

    const copied = await ok(call(`${bankApi}/copyPlatformBank`, { id: platformBank.id }));
    const copies = await ok(call(`${questionApi}/queryList`, { bankId: copied.id }));
    expect(copies.list).toHaveLength(1);
    expect(copies.list[0]).toMatchObject({ title: '输出函数', bankId: copied.id });

    const target = await ok(call(`${bankApi}/create`, { name: '收藏' }));
    const platformQuestions = await ok(call(`${questionApi}/queryPlatformQuestions`, { bankId: platformBank.id }));
    expect(platformQuestions.map((q: { id: number }) => q.id)).toEqual([pq.id]);
    expect(await ok(call(`${questionApi}/copyPlatformQuestions`, { questionIds: [pq.id], bankId: target.id }))).toEqual({ count: 1 });
    // The school's copy is its own: editing it leaves the platform's alone.
    const [copy] = (await ok(call(`${questionApi}/queryList`, { bankId: target.id }))).list;
    await ok(call(`${questionApi}/edit`, { id: copy.id, title: '改过的' }));
    expect((await ok(adminCall('/java-api/admin/question/viewDetail', { id: pq.id }))).title).toBe('输出函数');
    // Platform questions may go on a school paper directly; the platform's rows stay read-only.
    const paper = await ok(call(`${paperApi}/create`, { name: '混合试卷' }));
    await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [pq.id, copy.id] }));
    expect((await call(`${questionApi}/edit`, { id: pq.id, title: 'x' })).success).toBe(false);

    const platformPaper = await ok(adminCall('/java-api/admin/paper/create', { name: '平台模拟卷', postState: 1 }));
    await ok(adminCall('/java-api/admin/paper/addQuestion', { id: platformPaper.id, questionIds: [pq.id], score: 10 }));
    expect((await ok(call(`${paperApi}/queryPlatformPapers`, {}))).map((p: { id: number }) => p.id)).toContain(platformPaper.id);
    const schoolCopy = await ok(call(`${paperApi}/copyPlatformPaper`, { id: platformPaper.id }));
    expect(schoolCopy).toMatchObject({ name: '平台模拟卷', questionCount: 1, totalScore: 10 });
  });

  it('sets scores, orders and previews a paper, and copies and deletes it', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '组卷题库' }));
    const a = await ok(call(`${questionApi}/create`, single(bank.id, { title: '甲' })));
    const b = await ok(call(`${questionApi}/create`, { bankId: bank.id, type: 4, title: '乙', stem: '___', options: null, answer: 'x' }));
    const paper = await ok(call(`${paperApi}/create`, { name: '期中', duration: 90 }));
    await ok(call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [a.id, b.id] }));
    const scored = await ok(call(`${paperApi}/updateQuestionScore`, { id: paper.id, questionId: b.id, score: 15 }));
    expect(scored.totalScore).toBe(20);
    expect((await call(`${paperApi}/sortQuestions`, { id: paper.id, questionIds: [b.id] })).code).toBe('InvalidParameter');
    const sorted = await ok(call(`${paperApi}/sortQuestions`, { id: paper.id, questionIds: [b.id, a.id] }));
    expect(sorted.questions.map((q: { title: string }) => q.title)).toEqual(['乙', '甲']);
    const preview = await ok(call(`${paperApi}/queryPreview`, { id: paper.id }));
    expect(preview).toMatchObject({ name: '期中', duration: 90, totalScore: 20 });
    expect(preview.questions.map((q: { sort: number; paperScore: number; question: { title: string } }) => [q.sort, q.question.title, q.paperScore])).toEqual([[1, '乙', 15], [2, '甲', 5]]);
    const copy = await ok(call(`${paperApi}/copyPaper`, { id: paper.id }));
    expect(copy).toMatchObject({ name: '期中（副本）', totalScore: 20, questionCount: 2 });
    // A paper an exam uses stays: its results are read against it.
    await ok(call('/java-api/school/exam/save', { kind: 'exam', title: '用卷考试', durationMinutes: 60, ...openWindow(), paperId: copy.id }));
    expect(await call(`${paperApi}/delete`, { id: copy.id })).toMatchObject({ success: false, message: '该试卷已被 1 场考试或练习使用，不能删除' });
    await ok(call(`${paperApi}/delete`, { id: paper.id }));
    expect((await call(`${paperApi}/viewDetail`, { id: paper.id })).success).toBe(false);
    expect((await ok(call(`${paperApi}/queryQuestionList`, { id: copy.id }))).questionCount).toBe(2);
  });

  it('draws a random paper from chosen banks, the same draw for the same seed', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '随机题库' }));
    for (let i = 1; i <= 6; i += 1) await ok(call(`${questionApi}/create`, single(bank.id, { title: `随机${i}`, difficulty: i <= 3 ? 1 : 3 })));
    const draw = async (seed: string) => {
      const paper = await ok(call(`${paperApi}/create`, { name: `随机卷 ${seed}` }));
      return ok(call(`${paperApi}/drawRandomQuestions`, { id: paper.id, seed, rules: [{ bankIds: [bank.id], type: 1, difficulty: 1, count: 2, score: 10 }, { bankIds: [bank.id], type: 1, count: 2 }] }));
    };
    const first = await draw('s1');
    expect(first).toMatchObject({ questionCount: 4, totalScore: 30 });
    expect(first.questions.slice(0, 2).every((q: { difficulty: number }) => q.difficulty === 1)).toBe(true);
    const again = await draw('s1');
    expect(again.questions.map((q: { questionId: number }) => q.questionId)).toEqual(first.questions.map((q: { questionId: number }) => q.questionId));
    const paper = await ok(call(`${paperApi}/create`, { name: '不够抽' }));
    const short = await call(`${paperApi}/drawRandomQuestions`, { id: paper.id, seed: 'x', rules: [{ bankIds: [bank.id], type: 1, difficulty: 3, count: 4 }] });
    expect(short.message).toBe('所选题库中困难的单选题只有 3 道，少于要抽取的 4 道');
    // Another school's bank holds nothing this school may draw.
    const otherBank = await ok(as(theirs)(`${bankApi}/create`, { name: '外校随机' }));
    await ok(as(theirs)(`${questionApi}/create`, single(otherBank.id)));
    expect((await call(`${paperApi}/drawRandomQuestions`, { id: paper.id, seed: 'x', rules: [{ bankIds: [otherBank.id], type: 1, count: 1 }] })).success).toBe(false);
  });
});
