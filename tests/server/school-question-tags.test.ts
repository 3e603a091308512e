import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { adminToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Tags and source (来源) on a school's questions: stored one way, filtered on the server by
 * tag, difficulty and source, imported from the sheet, and never shown to another school.
 */
const { principal } = demoAccounts;
const bankApi = '/java-api/school/questionBank';
const questionApi = '/java-api/school/question';
const options = JSON.stringify([{ key: '0', text: 'print' }, { key: '1', text: 'input' }]);

describe.each(backends)('school question tags and source on %s', (backend) => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  const as = (token: string) => (url: string, body: unknown = {}) => t.post(url, body, token);
  const ok = async (answer: Promise<{ success: boolean; message: string; content: any }>) => {
    const a = await answer;
    expect(a.success, a.message).toBe(true);
    return a.content;
  };
  const question = (bankId: number, title: string, extra: Record<string, unknown> = {}) => ({ bankId, type: 1, title, stem: `${title}？`, options, answer: 'A', ...extra });
  const titles = (page: { list: { title: string }[] }) => page.list.map((q) => q.title).sort();

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    mine = await staffToken(t, principal.userName, principal.password);
    theirs = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('saves tags and source, and filters the list by tag, difficulty and source', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '标签题库' }));
    const a = await ok(call(`${questionApi}/create`, question(bank.id, '甲', { tags: ' 循环， 输出,循环、', source: ' 2024 CSP-J ', difficulty: 1 })));
    expect(a).toMatchObject({ tags: '循环,输出', source: '2024 CSP-J' });
    await ok(call(`${questionApi}/create`, question(bank.id, '乙', { tags: '嵌套循环', source: '课本', difficulty: 3 })));
    await ok(call(`${questionApi}/create`, question(bank.id, '丙', { tags: '输出', difficulty: 3 })));

    // A tag matches whole names only: 循环 is not found inside 嵌套循环.
    expect(titles(await ok(call(`${questionApi}/queryList`, { bankId: bank.id, tags: '循环' })))).toEqual(['甲']);
    expect(titles(await ok(call(`${questionApi}/queryList`, { bankId: bank.id, tags: '输出' })))).toEqual(['丙', '甲']);
    expect(titles(await ok(call(`${questionApi}/queryList`, { bankId: bank.id, tags: '输出', difficulty: 3 })))).toEqual(['丙']);
    expect(titles(await ok(call(`${questionApi}/queryList`, { bankId: bank.id, source: '课本' })))).toEqual(['乙']);
    // A like wildcard in the filter is a plain character.
    expect((await ok(call(`${questionApi}/queryList`, { bankId: bank.id, tags: '%' }))).total).toBe(0);

    // Editing the tags alone keeps the rest; clearing them stores none.
    const edited = await ok(call(`${questionApi}/edit`, { id: a.id, tags: '' , source: '' }));
    expect(edited).toMatchObject({ tags: null, source: null, title: '甲' });
    expect((await call(`${questionApi}/edit`, { id: a.id, tags: '这是一个长得超过二十个字的标签名称不能保存下来' })).code).toBe('InvalidParameter');

    expect((await ok(call(`${questionApi}/queryTags`, {}))).tags).toEqual(expect.arrayContaining(['嵌套循环', '输出']));
    expect((await ok(call(`${questionApi}/queryTags`, { keyword: '嵌套' }))).tags).toEqual(['嵌套循环']);
  });

  it('never shows one school’s tags or tagged questions to another', async () => {
    const call = as(mine);
    const other = as(theirs);
    const bank = await ok(call(`${bankApi}/create`, { name: '本校私有标签' }));
    await ok(call(`${questionApi}/create`, question(bank.id, '本校题', { tags: '本校独有标签', source: '本校来源' })));
    expect((await ok(other(`${questionApi}/queryTags`, {}))).tags).not.toContain('本校独有标签');
    expect((await ok(other(`${questionApi}/queryList`, { tags: '本校独有标签' }))).total).toBe(0);
    expect((await ok(other(`${questionApi}/queryList`, { source: '本校来源' }))).total).toBe(0);
    const otherBank = await ok(other(`${bankApi}/create`, { name: '外校题库' }));
    await ok(other(`${questionApi}/create`, question(otherBank.id, '外校题', { tags: '外校标签' })));
    expect((await ok(call(`${questionApi}/queryTags`, {}))).tags).not.toContain('外校标签');
    expect((await ok(other(`${questionApi}/queryTags`, {}))).tags).toEqual(['外校标签']);
  });

  it('filters the platform’s questions by difficulty for the paper picker', async () => {
    const adminCall = as(await adminToken(t));
    const bank = await ok(adminCall('/java-api/admin/questionBank/create', { name: '平台难度题库' }));
    const easy = await ok(adminCall('/java-api/admin/question/create', question(bank.id, '平台简单', { difficulty: 1 })));
    await ok(adminCall('/java-api/admin/question/create', question(bank.id, '平台困难', { difficulty: 3 })));
    await ok(adminCall('/java-api/admin/questionBank/updatePostState', { id: bank.id, postState: 1 }));
    const found = await ok(as(mine)(`${questionApi}/queryPlatformQuestions`, { bankId: bank.id, difficulty: 1 }));
    expect(found.map((q: { id: number }) => q.id)).toEqual([easy.id]);
  });

  it('imports tags and source with the questions', async () => {
    const call = as(mine);
    const bank = await ok(call(`${bankApi}/create`, { name: '导入标签' }));
    const report = await ok(call(`${questionApi}/importQuestions`, { rows: [question(bank.id, '导一', { tags: '排序,数组', source: '2023 NOIP' }), question(bank.id, '导二')] }));
    expect(report).toMatchObject({ imported: 2, errors: [] });
    const page = await ok(call(`${questionApi}/queryList`, { bankId: bank.id, tags: '数组' }));
    expect(page.list).toEqual([expect.objectContaining({ title: '导一', tags: '排序,数组', source: '2023 NOIP' })]);
  });
});
