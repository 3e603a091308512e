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

  it('filters the platform’s questions by its exam tags, read-only for the school', async () => {
    const adminCall = as(await adminToken(t));
    const group = await ok(adminCall('/java-api/admin/tagGroup/create', { name: '平台知识点' }));
    const loop = await ok(adminCall('/java-api/admin/tag/create', { name: '平台循环', groupId: group.id }));
    const sort = await ok(adminCall('/java-api/admin/tag/create', { name: '平台排序', groupId: group.id }));
    const hidden = await ok(adminCall('/java-api/admin/tag/create', { name: '未发布题库的标签', groupId: group.id }));
    const bank = await ok(adminCall('/java-api/admin/questionBank/create', { name: '平台标签题库' }));
    const looped = await ok(adminCall('/java-api/admin/question/create', question(bank.id, '平台循环题', { tagIds: `${loop.id}` })));
    const both = await ok(adminCall('/java-api/admin/question/create', question(bank.id, '平台循环排序题', { tagIds: `${sort.id},${loop.id}` })));
    await ok(adminCall('/java-api/admin/question/create', question(bank.id, '平台无标签题')));
    await ok(adminCall('/java-api/admin/questionBank/updatePostState', { id: bank.id, postState: 1 }));
    const draft = await ok(adminCall('/java-api/admin/questionBank/create', { name: '平台未发布题库' }));
    await ok(adminCall('/java-api/admin/question/create', question(draft.id, '未发布题', { tagIds: `${hidden.id}` })));

    const call = as(mine);
    const ids = (rows: { id: number }[]) => rows.map((q) => q.id);
    expect(ids(await ok(call(`${questionApi}/queryPlatformQuestions`, { bankId: bank.id, tagId: loop.id })))).toEqual([looped.id, both.id]);
    expect(ids(await ok(call(`${questionApi}/queryPlatformQuestions`, { bankId: bank.id, tagId: sort.id })))).toEqual([both.id]);
    // Only published questions' tags are offered, each with its group; a tag only a draft bank uses finds nothing.
    const offered = await ok(call(`${questionApi}/queryPlatformTags`, {}));
    expect(offered).toEqual(expect.arrayContaining([{ id: loop.id, name: '平台循环', groupName: '平台知识点' }, { id: sort.id, name: '平台排序', groupName: '平台知识点' }]));
    expect(ids(offered)).not.toContain(hidden.id);
    expect(ids(await ok(call(`${questionApi}/queryPlatformTags`, { keyword: '排序' })))).toEqual([sort.id]);
    expect(await ok(call(`${questionApi}/queryPlatformQuestions`, { tagId: hidden.id }))).toEqual([]);
    // Bad input is refused without coercion.
    expect((await call(`${questionApi}/queryPlatformQuestions`, { tagId: '1' })).code).toBe('InvalidParameter');
    expect((await call(`${questionApi}/queryPlatformQuestions`, { tagId: 0 })).code).toBe('InvalidParameter');
    // The platform's questions stay read-only for a school, tag filter or not.
    expect((await call(`${questionApi}/edit`, { id: looped.id, title: '改平台题' })).success).toBe(false);
    expect((await call(`${questionApi}/delete`, { id: looped.id })).success).toBe(false);
    // Another school reads the same platform tags (platform data, no school's).
    expect(ids(await ok(as(theirs)(`${questionApi}/queryPlatformTags`, {})))).toEqual(ids(offered));
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
