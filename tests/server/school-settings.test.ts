import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadItems } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport as md5b64 } from '../../shared/password-transport';
import { settingsMessages } from '../../shared/school-settings/settings-messages';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A school's own settings: its calendar (a day is closing or class, never both), articles
 * (sanitized), banners per carousel and numbering rules (unique, distinct under concurrency),
 * each confined to the school.
 */
describe.each(backends)('school settings on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('refuses a day that is already a closing day as a class day, naming it, and writes nothing', async () => {
    const closed = await t.post('/java-api/school/calendar/create', { day: '2026-12-25', kind: 'closed', remark: '圣诞' }, principal);
    expect(closed.success, closed.message).toBe(true);
    const both = await t.post('/java-api/school/calendar/create', { day: '2026-12-25', kind: 'class' }, principal);
    expect(both).toMatchObject({ success: false, message: settingsMessages.dayBothKinds('2026-12-25', '停课日') });
    const list = await t.post('/java-api/school/calendar/queryList', { pageSize: 100 }, principal);
    expect(list.content.list.map((d: { day: string; kind: string }) => `${d.day} ${d.kind}`)).toEqual(['2026-12-25 closed']);
    // Another school has its own calendar: the same day is free there, and ours is invisible.
    expect((await t.post('/java-api/school/calendar/create', { day: '2026-12-25', kind: 'class' }, intruder)).success).toBe(true);
    const theirs = await t.post('/java-api/school/calendar/queryList', { pageSize: 100 }, intruder);
    expect(theirs.content.list.map((d: { kind: string }) => d.kind)).toEqual(['class']);
    expect((await t.post('/java-api/school/calendar/delete', { id: closed.content.id }, intruder)).success).toBe(false);
  });

  it('saves the school profile, logs the change with before and after, and keeps it to the own school', async () => {
    const read = await t.post('/java-api/school/settings/profile', {}, principal);
    expect(read.success, read.message).toBe(true);
    const oldName = read.content.name;
    const saved = await t.post('/java-api/school/settings/saveProfile', { name: '新名字学校', logo: '/uploads/logo.png', contactName: '李老师', contactPhone: '13900001111' }, principal);
    expect(saved).toMatchObject({ success: true, content: { name: '新名字学校', logo: '/uploads/logo.png', contactName: '李老师' } });
    const log = await t.post('/java-api/school/operationLog/queryList', { keyword: '学校资料' }, principal);
    expect(log.content.list).toHaveLength(1);
    expect(JSON.parse(log.content.list[0].changes)[0].name).toEqual({ before: oldName, after: '新名字学校' });
    expect((await t.post('/java-api/school/settings/saveProfile', { name: '', logo: null }, principal)).success).toBe(false);
    expect((await t.post('/java-api/school/settings/saveProfile', { name: 'x', contactPhone: '123' }, principal)).success).toBe(false);
    // The other school reads and writes only its own profile.
    expect((await t.post('/java-api/school/settings/profile', {}, intruder)).content.name).toBe('另一所学校');
    expect((await t.post('/java-api/school/operationLog/queryList', { keyword: '学校资料' }, intruder)).content.list).toEqual([]);
    expect((await t.post('/java-api/school/settings/profile', {}, principal)).content.name).toBe('新名字学校');
  });

  it('stores an article without script and refuses one with script', async () => {
    const clean = await t.post('/java-api/school/article/create', { title: ' 开学通知 ', content: '<p style="color:red">欢迎<iframe src="https://x"></iframe></p>' }, principal);
    expect(clean.success, clean.message).toBe(true);
    expect(clean.content).toMatchObject({ title: '开学通知', content: '<p style="color:red">欢迎</p>' });
    const script = await t.post('/java-api/school/article/create', { title: '坏', content: '<img src=x onerror=alert(1)>' }, principal);
    expect(script).toMatchObject({ success: false, message: settingsMessages.articleScript });
    expect((await t.post('/java-api/school/article/queryList', {}, intruder)).content.list).toEqual([]);
  });

  it('keeps each carousel its own banners', async () => {
    await t.post('/java-api/school/carousel/create', { place: 'home', title: '首页图', image: '/uploads/a.png' }, principal);
    await t.post('/java-api/school/carousel/create', { place: 'community', title: '社区图', image: '/uploads/b.png' }, principal);
    const home = await t.post('/java-api/school/carousel/queryList', { place: 'home' }, principal);
    expect(home.content.list.map((b: { title: string }) => b.title)).toEqual(['首页图']);
    expect((await t.post('/java-api/school/carousel/queryList', {}, intruder)).content.list).toEqual([]);
  });

  it('numbers new students by the rule, one rule per target, distinct numbers under concurrent creates', async () => {
    const rule = await t.post('/java-api/school/namingRule/create', { target: 'student', prefix: 'XS', digits: 4, nextNumber: 7 }, principal);
    expect(rule.success, rule.message).toBe(true);
    const twice = await t.post('/java-api/school/namingRule/create', { target: 'student', prefix: 'YY' }, principal);
    expect(twice.success).toBe(false);
    expect(twice.message).toContain('已存在');
    const create = (n: number) =>
      t.post('/java-api/school/stu/create', { realName: `编号${n}`, userName: `numbered${n}-${backend}`, password: md5b64('Student@2026'), campusId: 1 }, principal);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(create));
    for (const a of answers) expect(a.success, a.message).toBe(true);
    const codes = answers.map((a) => a.content.code as string).sort();
    expect(codes).toEqual(['XS0007', 'XS0008', 'XS0009', 'XS0010', 'XS0011', 'XS0012']);
    // A given student number is kept as typed.
    expect((await t.post('/java-api/school/stu/create', { realName: '自定', userName: `own-${backend}`, password: md5b64('Student@2026'), code: 'MY1', campusId: 1 }, principal)).content.code).toBe('MY1');
    // The other school has no rule: its new students keep the default (the user name).
    const theirs = await t.post('/java-api/school/stu/create', { realName: '外校', userName: `theirs-${backend}`, password: md5b64('Student@2026') }, intruder);
    expect(theirs.content?.code, theirs.message).toBe(`theirs-${backend}`);
  });

  it('shows the school what the platform granted it, read only', async () => {
    const mine = await t.post('/java-api/school/settings/platform', {}, principal);
    expect(mine.success, mine.message).toBe(true);
    expect(Object.keys(mine.content.switches)).toContain('pointAuth');
    expect(typeof mine.content.trial).toBe('boolean');
    const school = (await t.post('/java-api/school/settings/profile', {}, intruder)).content;
    expect(school.name).toBe('另一所学校');
    expect((await t.post('/java-api/school/settings/platform', {}, intruder)).content.packageName).toBeNull();
  });

  it('offers anyone the downloads on sale, none of those taken off', async () => {
    await t.database.db.insert(downloadItems).values([
      { name: '上架客户端', platform: 'windows', file: '/uploads/a.exe', sortOrder: 1, state: 1 },
      { name: '下架客户端', platform: 'macos', file: '/uploads/b.dmg', sortOrder: 0, state: 0 },
    ]);
    const answer = await t.post('/api/download/list', {});
    expect(answer.success, answer.message).toBe(true);
    expect(answer.content.map((d: { name: string }) => d.name)).toEqual(['上架客户端']);
  });
});
