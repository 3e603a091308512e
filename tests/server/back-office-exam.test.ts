import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBanks, questions, schools } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * The back office's question banks, questions, papers and star-coin template products: the
 * rules of each question type, copies, paper scores and totals, and who may call them.
 */
const { admin, principal, student } = demoAccounts;
const bankApi = '/java-api/admin/questionBank';
const questionApi = '/java-api/admin/question';
const paperApi = '/java-api/admin/paper';
const productApi = '/java-api/admin/tmplProduct';

const options = (...texts: string[]) => JSON.stringify(texts.map((text, i) => ({ key: String(i), text })));

describe.each(backends)('back-office testing on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const call = (url: string, body: unknown = {}) => t.post(url, body, token);
  const newBank = async (name: string) => (await call(`${bankApi}/create`, { name, subject: 'Python' })).content;
  const newQuestion = async (bankId: number, extra: Record<string, unknown> = {}) => {
    const answer = await call(`${questionApi}/create`, { bankId, type: 1, title: '输出函数', stem: 'Python 用哪个函数**输出**？', options: options('print', 'input'), answer: 'A', ...extra });
    expect(answer.success, answer.message).toBe(true);
    return answer.content;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await t.login('admin', admin.userName, admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('creates a bank, publishes it and lists it with its post state', async () => {
    const bank = await newBank('Python 基础题库');
    expect(bank).toMatchObject({ name: 'Python 基础题库', postState: 0, schoolId: null });
    const published = await call(`${bankApi}/updatePostState`, { id: bank.id, postState: 1 });
    expect(published.content.postState).toBe(1);
    const listed = await call(`${bankApi}/queryList`, { postState: 1, keyword: 'Python 基础' });
    expect(listed.content.list.map((b: { id: number }) => b.id)).toEqual([bank.id]);
    expect((await call(`${bankApi}/updatePostState`, { id: bank.id, postState: 2 })).code).toBe('InvalidParameter');
  });

  it('checks options and answer per question type and normalises them', async () => {
    const bank = await newBank('题型题库');
    const q = await newQuestion(bank.id, { answer: 'a' });
    expect(JSON.parse(q.options)).toEqual([{ key: 'A', text: 'print' }, { key: 'B', text: 'input' }]);
    expect(q).toMatchObject({ answer: 'A', bankName: '题型题库', score: 5, difficulty: 2 });

    const multiple = await newQuestion(bank.id, { type: 2, options: options('int', 'str', 'print'), answer: 'B, A' });
    expect(multiple.answer).toBe('A,B');
    const refusals: [Record<string, unknown>, string][] = [
      [{ answer: 'A,B' }, '参数错误：答案（answer）单选题只能有一个正确选项'],
      [{ answer: 'C' }, '参数错误：答案（answer）必须是已有的选项'],
      [{ answer: '' }, '参数错误：答案（answer）请选择正确选项'],
      [{ options: options('only one') }, '参数错误：选项（options）需要 2 到 8 个'],
      [{ options: options('print', '  ') }, '参数错误：选项（options）内容不能为空'],
      [{ options: 'not json' }, '参数错误：选项（options）格式不正确'],
      [{ type: 3, answer: 'yes' }, '参数错误：选项（options）只有选择题可以设置选项'],
      [{ type: 3, options: null, answer: 'yes' }, '参数错误：答案（answer）判断题的答案只能是 true 或 false'],
      [{ type: 4, options: null, answer: ' \n ' }, '参数错误：答案（answer）填空题至少需要一个空的答案'],
      [{ tagIds: '999999' }, '参数错误：标签（tagIds）不存在'],
      [{ stem: '' }, '题干'],
    ];
    for (const [change, message] of refusals) {
      const answer = await call(`${questionApi}/create`, { bankId: bank.id, type: 1, title: '坏题', stem: '题干', options: options('a', 'b'), answer: 'A', ...change });
      expect(answer.code, JSON.stringify(change)).toBe('InvalidParameter');
      expect(answer.message).toContain(message);
    }
    const trueFalse = await newQuestion(bank.id, { type: 3, options: null, answer: 'false' });
    expect(trueFalse).toMatchObject({ options: null, answer: 'false' });
    const fillIn = await newQuestion(bank.id, { type: 4, options: null, answer: ' print | print() \n\n input ' });
    expect(fillIn.answer).toBe('print|print()\ninput');
    const programming = await newQuestion(bank.id, { type: 5, options: null, answer: 'print(sum(map(int, input().split())))', difficulty: 3, score: 20 });
    expect(programming).toMatchObject({ type: 5, difficulty: 3, score: 20 });

    // Tags name existing exam tags, deduplicated in order.
    const group = (await call('/java-api/admin/tagGroup/create', { name: '知识点' })).content;
    const loops = (await call('/java-api/admin/tag/create', { name: '循环', groupId: group.id })).content;
    const io = (await call('/java-api/admin/tag/create', { name: '输入输出', groupId: group.id })).content;
    const tagged = await call(`${questionApi}/edit`, { id: q.id, tagIds: `${io.id},${loops.id},${io.id}` });
    expect(tagged.content.tagIds).toBe([loops.id, io.id].sort((a, b) => a - b).join(','));
    // A tag on a question stays; an unused one goes.
    expect((await call('/java-api/admin/tag/delete', { id: io.id })).message).toBe('标签正在被 1 道题目使用，不能删除');
    const unused = (await call('/java-api/admin/tag/create', { name: '未使用', groupId: group.id })).content;
    expect((await call('/java-api/admin/tag/delete', { id: unused.id })).success).toBe(true);
    expect((await call('/java-api/admin/tagGroup/delete', { id: group.id })).code).toBe('ActionFailure');

    // Type, options and answer are edited together.
    expect((await call(`${questionApi}/edit`, { id: q.id, answer: 'B' })).message).toContain('需一并提交');
    const edited = await call(`${questionApi}/edit`, { id: q.id, type: 1, options: options('print', 'input'), answer: 'B' });
    expect(edited.content.answer).toBe('B');
    const listed = await call(`${questionApi}/queryList`, { bankId: bank.id, type: 4 });
    expect(listed.content.list.map((r: { id: number }) => r.id)).toEqual([fillIn.id]);
  });

  it('copies a bank with all its questions, and a question into another bank', async () => {
    const bank = await newBank('复制源题库');
    const first = await newQuestion(bank.id, { title: '第一题' });
    await newQuestion(bank.id, { title: '第二题', type: 3, options: null, answer: 'true' });
    await call(`${bankApi}/updatePostState`, { id: bank.id, postState: 1 });

    const copy = await call(`${bankApi}/copyQuestionBank`, { id: bank.id });
    expect(copy.content).toMatchObject({ name: '复制源题库（副本）', postState: 0, subject: 'Python' });
    const copied = (await call(`${questionApi}/queryList`, { bankId: copy.content.id, orderBy: 'id', order: 'asc' })).content.list;
    expect(copied.map((q: { title: string }) => q.title)).toEqual(['第一题', '第二题']);
    expect(copied[0].id).not.toBe(first.id);
    // The copy is independent: editing it leaves the original alone.
    await call(`${questionApi}/edit`, { id: copied[0].id, title: '改过的第一题' });
    expect((await call(`${questionApi}/viewDetail`, { id: first.id })).content.title).toBe('第一题');

    const target = await newBank('目标题库');
    const moved = await call(`${questionApi}/copyQuestionToBank`, { id: first.id, bankId: target.id });
    expect(moved.content).toMatchObject({ bankId: target.id, bankName: '目标题库', title: '第一题', answer: 'A' });
    expect((await call(`${questionApi}/queryList`, { bankId: bank.id })).content.total).toBe(2);
    expect((await call(`${questionApi}/copyQuestionToBank`, { id: first.id, bankId: 999999 })).message).toBe('参数错误：目标题库（bankId）不存在');

    // A bank with questions is not deleted; an empty one is.
    expect((await call(`${bankApi}/delete`, { id: bank.id })).message).toBe('题库中还有 2 道题目，请先删除题目');
    const empty = await newBank('空题库');
    expect((await call(`${bankApi}/delete`, { id: empty.id })).success).toBe(true);
    expect((await call(`${bankApi}/viewDetail`, { id: empty.id })).code).toBe('NotFound');
  });

  it('builds a paper: questions with their own or a given score, score changes and removals keep the total', async () => {
    const bank = await newBank('组卷题库');
    const a = await newQuestion(bank.id, { title: '甲', score: 5 });
    const b = await newQuestion(bank.id, { title: '乙', score: 10, type: 3, options: null, answer: 'true' });
    const c = await newQuestion(bank.id, { title: '丙', score: 20, type: 5, options: null, answer: '' });
    const paper = (await call(`${paperApi}/create`, { name: '期中测试', duration: 90 })).content;
    expect(paper).toMatchObject({ totalScore: 0, questionCount: 0 });

    let view = (await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [a.id, b.id] })).content;
    expect(view.questions.map((q: { title: string; score: number }) => [q.title, q.score])).toEqual([['甲', 5], ['乙', 10]]);
    expect(view).toMatchObject({ totalScore: 15, questionCount: 2 });
    view = (await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [c.id], score: 2.5 })).content;
    expect(view).toMatchObject({ totalScore: 17.5, questionCount: 3 });
    expect(view.questions.map((q: { sort: number }) => q.sort)).toEqual([1, 2, 3]);

    const twice = await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [a.id] });
    expect(twice).toMatchObject({ code: 'ActionFailure', message: '题目「甲」已在试卷中' });
    expect((await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [999999] })).code).toBe('InvalidParameter');

    view = (await call(`${paperApi}/updateQuestionScore`, { id: paper.id, questionId: a.id, score: 30 })).content;
    expect(view.totalScore).toBe(42.5);
    expect((await call(`${paperApi}/updateQuestionScore`, { id: paper.id, questionId: a.id, score: 0 })).code).toBe('InvalidParameter');
    view = (await call(`${paperApi}/deleteQuestion`, { id: paper.id, questionId: b.id })).content;
    expect(view).toMatchObject({ totalScore: 32.5, questionCount: 2 });
    expect((await call(`${paperApi}/deleteQuestion`, { id: paper.id, questionId: b.id })).code).toBe('NotFound');

    // The paper list shows the same totals; a question on a paper is not deleted under it.
    const listed = (await call(`${paperApi}/queryList`, { keyword: '期中' })).content.list[0];
    expect(listed).toMatchObject({ totalScore: 32.5, questionCount: 2 });
    expect((await call(`${questionApi}/delete`, { id: a.id })).code).toBe('ActionFailure');
    expect((await call(`${questionApi}/delete`, { id: b.id })).success).toBe(true);
    // Totals are not writable by hand.
    expect((await call(`${paperApi}/edit`, { id: paper.id, totalScore: 100 })).code).toBe('InvalidParameter');

    expect((await call(`${paperApi}/delete`, { id: paper.id })).success).toBe(true);
    expect((await call(`${questionApi}/delete`, { id: a.id })).success).toBe(true);
  });

  it('keeps to the platform’s rows: a school’s bank and question are invisible to the back office', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
    const [schoolBank] = await db.insert(questionBanks).values({ schoolId: demo.id, name: '学校自己的题库' }).returning();
    const [schoolQuestion] = await db
      .insert(questions)
      .values({ schoolId: demo.id, bankId: schoolBank.id, type: 3, title: '学校的题', stem: '对吗？', answer: 'true' })
      .returning();
    const banks = (await call(`${bankApi}/queryList`, { pageSize: 100 })).content.list.map((b: { id: number }) => b.id);
    expect(banks).not.toContain(schoolBank.id);
    expect((await call(`${bankApi}/viewDetail`, { id: schoolBank.id })).code).toBe('NotFound');
    expect((await call(`${bankApi}/copyQuestionBank`, { id: schoolBank.id })).code).toBe('NotFound');
    expect((await call(`${questionApi}/viewDetail`, { id: schoolQuestion.id })).code).toBe('NotFound');
    expect((await call(`${questionApi}/create`, { bankId: schoolBank.id, type: 3, title: '塞进去', stem: '？', answer: 'true' })).message).toBe('参数错误：题库（bankId）不存在');
    const platformBank = await newBank('平台题库');
    expect((await call(`${questionApi}/copyQuestionToBank`, { id: schoolQuestion.id, bankId: platformBank.id })).code).toBe('NotFound');
    const paper = (await call(`${paperApi}/create`, { name: '平台试卷' })).content;
    expect((await call(`${paperApi}/addQuestion`, { id: paper.id, questionIds: [schoolQuestion.id] })).code).toBe('InvalidParameter');
    expect((await call(`${questionApi}/edit`, { id: schoolQuestion.id, title: '改掉' })).code).toBe('NotFound');
    const [unchanged] = await db.select().from(questions).where(eq(questions.id, schoolQuestion.id));
    expect(unchanged.title).toBe('学校的题');
  });

  it('manages star-coin template products with a state switch', async () => {
    const created = await call(`${productApi}/create`, { name: '小火龙', category: 0, pictureUrl: '/uploads/dragon.png', price: 300, cueWord: '喷火的小伙伴' });
    expect(created.content).toMatchObject({ name: '小火龙', category: 0, price: 300, state: 0 });
    expect((await call(`${productApi}/create`, { name: '坏类别', category: 2, pictureUrl: '/x.png', price: 1 })).code).toBe('InvalidParameter');
    const negative = await call(`${productApi}/create`, { name: '负价格', category: 1, pictureUrl: '/x.png', price: -1 });
    expect(negative.code).toBe('InvalidParameter');
    expect(negative.message).toContain('星币价格');

    const on = await call(`${productApi}/updateState`, { id: created.content.id, state: 1 });
    expect(on.content.state).toBe(1);
    expect((await call(`${productApi}/queryList`, { state: 1, category: 0 })).content.list.map((p: { id: number }) => p.id)).toEqual([created.content.id]);
    const edited = await call(`${productApi}/edit`, { id: created.content.id, price: 350, category: 3 });
    expect(edited.content).toMatchObject({ price: 350, category: 3, state: 1 });
    await call(`${productApi}/updateState`, { id: created.content.id, state: 0 });
    expect((await call(`${productApi}/queryList`, { state: 1 })).content.total).toBe(0);
  });

  it('refuses school staff and students on every back-office testing call', async () => {
    const staffToken = (await t.login('staff', principal.userName, principal.password)).content.token;
    const studentToken = (await t.login('student', student.userName, student.password)).content.token;
    const calls: [string, unknown][] = [
      [`${bankApi}/queryList`, {}],
      [`${bankApi}/create`, { name: '偷建题库' }],
      [`${bankApi}/copyQuestionBank`, { id: 1 }],
      [`${questionApi}/create`, { bankId: 1, type: 3, title: 'x', stem: 'x', answer: 'true' }],
      [`${questionApi}/copyQuestionToBank`, { id: 1, bankId: 1 }],
      [`${paperApi}/addQuestion`, { id: 1, questionIds: [1] }],
      [`${paperApi}/updateQuestionScore`, { id: 1, questionId: 1, score: 5 }],
      [`${productApi}/create`, { name: 'x', category: 0, pictureUrl: '/x.png', price: 1 }],
      [`${productApi}/updateState`, { id: 1, state: 1 }],
      ['/java-api/admin/testBanner/queryList', {}],
      ['/java-api/admin/sourceTag/queryList', {}],
    ];
    for (const [url, body] of calls) {
      for (const who of [staffToken, studentToken, undefined]) {
        const answer = await t.post(url, body, who);
        expect(answer.success, url).toBe(false);
        expect(answer.code, url).toBe('InvalidToken');
      }
    }
    expect((await t.database.db.select().from(questionBanks).where(eq(questionBanks.name, '偷建题库'))).length).toBe(0);
  });

  it('keeps sources, years and source tags consistent for platform questions', async () => {
    const source = (await call('/java-api/admin/questionSource/create', { name: 'CSP-J' })).content;
    const year = (await call('/java-api/admin/questionYear/create', { name: '2024' })).content;
    expect((await call('/java-api/admin/questionYear/create', { name: '2024' })).message).toBe('年份已存在');
    expect((await call('/java-api/admin/questionYear/create', { name: '24' })).code).toBe('InvalidParameter');
    const tag = (await call('/java-api/admin/sourceTag/create', { name: '2024 CSP-J 第一轮', sourceId: source.id, yearId: year.id })).content;
    expect(tag).toMatchObject({ sourceName: 'CSP-J', yearName: '2024' });
    const bank = await newBank('真题题库');
    const q = await newQuestion(bank.id, { sourceTagId: tag.id });
    expect(q.sourceTagName).toBe('2024 CSP-J 第一轮');
    expect((await call(`${questionApi}/queryList`, { sourceTagId: tag.id })).content.list.map((r: { id: number }) => r.id)).toEqual([q.id]);
    // A source tag in use stays.
    expect((await call('/java-api/admin/sourceTag/delete', { id: tag.id })).code).toBe('ActionFailure');
  });
});
