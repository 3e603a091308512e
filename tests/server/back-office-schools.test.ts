import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { messages } from '../../shared/messages';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const api = (base: string, call: string) => `/java-api/admin/${base}/${call}`;

/** A school's principals, offtime records and banners, as the back office keeps them. */
describe.each(backends)('back-office schools on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let schoolId: number;
  let otherSchoolId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    adminToken = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
    const [pkg] = (await t.post(api('meal', 'queryValidList'), {}, adminToken)).content.list;
    schoolId = (await t.post(api('edu', 'create'), { name: '封禁测试学校', packageId: pkg.id }, adminToken)).content.id;
    otherSchoolId = (await t.post(api('edu', 'create'), { name: '另一所学校', packageId: pkg.id }, adminToken)).content.id;
    const password = encodePasswordForTransport('Block@2026x');
    expect((await t.post(api('edu', 'createPrincipal'), { schoolId, realName: '丁校长', userName: 'blocked-principal', password }, adminToken)).success).toBe(true);
  });
  afterAll(() => t.close());

  it('updateBlockade blocks a principal’s sign-in and the token they hold; lifting it lets them back', async () => {
    const token = (await t.login('staff', 'blocked-principal', 'Block@2026x')).content.token;
    const [principal] = (await t.post(api('user', 'selectPrincipal'), { schoolId, isPrincipal: true }, adminToken)).content.list;
    expect(principal).toMatchObject({ userName: 'blocked-principal', blocked: false });

    const blocked = await t.post(api('user', 'updateBlockade'), { id: principal.id, blocked: true }, adminToken);
    expect(blocked.content).toMatchObject({ id: principal.id, blocked: true });
    expect(await t.login('staff', 'blocked-principal', 'Block@2026x')).toMatchObject({ success: false, code: 'AuthFailure', message: messages.accountDisabled });
    expect(await t.post('/java-api/school/tch/freshData', undefined, token)).toMatchObject({ success: false, code: 'InvalidToken', message: messages.accountDisabled });
    expect((await t.post(api('user', 'selectPrincipal'), { blocked: true }, adminToken)).content.list.map((s: { id: number }) => s.id)).toEqual([principal.id]);

    // Only the back office blocks: the school's own staff API cannot lift it.
    const demoToken = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    expect((await t.post(api('user', 'updateBlockade'), { id: principal.id, blocked: false }, demoToken)).code).toBe('InvalidToken');

    expect((await t.post(api('user', 'updateBlockade'), { id: principal.id, blocked: false }, adminToken)).content.blocked).toBe(false);
    const again = await t.login('staff', 'blocked-principal', 'Block@2026x');
    expect(again.success).toBe(true);
    expect((await t.post('/java-api/school/tch/freshData', undefined, again.content.token)).success).toBe(true);
    // Blocking ended the sessions the principal held, so lifting the block brings none back.
    expect(await t.post('/java-api/school/tch/freshData', undefined, token)).toMatchObject({ success: false, code: 'InvalidToken', message: messages.loginExpired });
  });

  it('keeps a school’s offtime records: create, list by school, edit, delete; an end before the start is refused', async () => {
    const created = await t.post(api('eduOfftime', 'create'), { schoolId, startDate: '2027-01-20', endDate: '2027-02-10', reason: '寒假' }, adminToken);
    expect(created.content).toMatchObject({ schoolId, schoolName: '封禁测试学校', startDate: '2027-01-20', endDate: '2027-02-10', reason: '寒假' });
    await t.post(api('eduOfftime', 'create'), { schoolId: otherSchoolId, startDate: '2027-07-01', endDate: '2027-08-31', reason: '暑假' }, adminToken);

    const backwards = await t.post(api('eduOfftime', 'create'), { schoolId, startDate: '2027-03-10', endDate: '2027-03-01' }, adminToken);
    expect(backwards).toMatchObject({ code: 'InvalidParameter', message: '参数错误：结束日期不能早于开始日期' });
    expect((await t.post(api('eduOfftime', 'create'), { schoolId: 999_999, startDate: '2027-03-01', endDate: '2027-03-02' }, adminToken)).code).toBe('InvalidParameter');

    const listed = await t.post(api('eduOfftime', 'queryList'), { schoolId }, adminToken);
    expect(listed.content.list.map((r: { reason: string }) => r.reason)).toEqual(['寒假']);
    const edited = await t.post(api('eduOfftime', 'edit'), { id: created.content.id, startDate: '2027-01-25', endDate: '2027-02-15', reason: '寒假（调整）' }, adminToken);
    expect(edited.content).toMatchObject({ startDate: '2027-01-25', endDate: '2027-02-15', reason: '寒假（调整）' });
    // An edit naming one date is checked against the stored other one, and refused as a create is.
    const id = created.content.id;
    expect(await t.post(api('eduOfftime', 'edit'), { id, endDate: '2027-01-24' }, adminToken)).toMatchObject({ code: 'InvalidParameter', message: '参数错误：结束日期不能早于开始日期' });
    expect(await t.post(api('eduOfftime', 'edit'), { id, startDate: '2027-02-16' }, adminToken)).toMatchObject({ code: 'InvalidParameter', message: '参数错误：结束日期不能早于开始日期' });
    expect((await t.post(api('eduOfftime', 'viewDetail'), { id }, adminToken)).content).toMatchObject({ startDate: '2027-01-25', endDate: '2027-02-15' });
    expect((await t.post(api('eduOfftime', 'edit'), { id, endDate: '2027-01-25' }, adminToken)).content).toMatchObject({ startDate: '2027-01-25', endDate: '2027-01-25' });
    expect((await t.post(api('eduOfftime', 'edit'), { id, startDate: '2027-01-26' }, adminToken)).success).toBe(false);
    expect((await t.post(api('eduOfftime', 'delete'), { id: created.content.id }, adminToken)).success).toBe(true);
    expect((await t.post(api('eduOfftime', 'queryList'), { schoolId }, adminToken)).content.total).toBe(0);
  });

  it('keeps a school’s banners, listed per school in their order', async () => {
    const add = (title: string, sortOrder: number, school = schoolId) =>
      t.post(api('schoolBanner', 'create'), { schoolId: school, title, image: '/uploads/public/banner.png', sortOrder }, adminToken);
    expect((await add('第二张', 2)).content).toMatchObject({ schoolName: '封禁测试学校', state: 1 });
    await add('第一张', 1);
    await add('别校的', 0, otherSchoolId);
    const listed = await t.post(api('schoolBanner', 'queryList'), { schoolId }, adminToken);
    expect(listed.content.list.map((b: { title: string }) => b.title)).toEqual(['第一张', '第二张']);
    expect((await t.post(api('schoolBanner', 'create'), { schoolId, title: '坏链接', image: '/x.png', link: 'javascript:alert(1)' }, adminToken)).code).toBe('InvalidParameter');
  });
});
