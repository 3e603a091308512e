import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const staffList = '/java-api/school/tch/employeeSetting/selectEmployList';
const campusList = '/java-api/school/edu/campus/queryList';

/** A China date `days` from today, as the contract writes dates. */
function chinaDate(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A school's package (eduMeal viewDetail and edit): the back office changes which package a
 * school holds and its period; the school's staff menus follow at the next refresh and the
 * server refuses the calls of screens the package no longer grants.
 */
describe.each(backends)('school package (eduMeal) on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let schoolId: number;
  let wide: number;
  let narrow: number;
  let token: string;
  const screens = async () => {
    const answer = await t.post('/java-api/auth/sch/freshAuthData', undefined, token);
    expect(answer.success).toBe(true);
    return (answer.content.permisionList as { name: string }[]).map((p) => p.name).sort();
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    adminToken = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
    const makePackage = async (name: string, resources: string[]) => {
      const created = await t.post('/java-api/admin/meal/create', { name }, adminToken);
      expect((await t.post('/java-api/admin/meal/saveResources', { id: created.content.id, resources }, adminToken)).success).toBe(true);
      return created.content.id as number;
    };
    wide = await makePackage('全功能套餐', ['schoolSys', 'school-user-list']);
    narrow = await makePackage('基础套餐', ['schoolSys']);
    const school = await t.post('/java-api/admin/edu/create', { name: '套餐学校丙', packageId: wide }, adminToken);
    schoolId = school.content.id;
    const password = encodePasswordForTransport('Meal@2026x');
    expect((await t.post('/java-api/admin/edu/createPrincipal', { schoolId, realName: '丙校长', userName: 'meal-principal', password }, adminToken)).success).toBe(true);
    token = (await t.login('staff', 'meal-principal', 'Meal@2026x')).content.token;
  });
  afterAll(() => t.close());

  it('views the school’s package and period', async () => {
    const detail = await t.post('/java-api/admin/eduMeal/viewDetail', { id: schoolId }, adminToken);
    expect(detail.content).toMatchObject({ id: schoolId, name: '套餐学校丙', packageId: wide, packageName: '全功能套餐', packageStartDate: null, packageEndDate: null });
    expect((await t.post('/java-api/admin/eduMeal/viewDetail', { id: 999_999 }, adminToken)).code).toBe('NotFound');
    // Only the back office: a staff session is not an admin session.
    expect((await t.post('/java-api/admin/eduMeal/viewDetail', { id: schoolId }, token)).code).toBe('InvalidToken');
  });

  it('changing the package removes a menu at the next refresh and the server refuses its calls', async () => {
    expect(await screens()).toEqual(['school-user-list', 'schoolSys']);
    expect((await t.post(staffList, {}, token)).success).toBe(true);

    const edited = await t.post('/java-api/admin/eduMeal/edit', { id: schoolId, packageId: narrow }, adminToken);
    expect(edited.content).toMatchObject({ packageId: narrow, packageName: '基础套餐' });
    expect(await screens()).toEqual(['schoolSys']);
    expect((await t.post(staffList, {}, token)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/auth/sch/checkPagePermission', { permission_key: 'school-user-list' }, token)).content.allowed).toBe(false);
    expect((await t.post(campusList, {}, token)).success).toBe(true);

    expect((await t.post('/java-api/admin/eduMeal/edit', { id: schoolId, packageId: 999_999 }, adminToken)).code).toBe('InvalidParameter');
    expect((await t.post('/java-api/admin/eduMeal/edit', { id: schoolId, packageId: wide }, adminToken)).success).toBe(true);
    expect(await screens()).toEqual(['school-user-list', 'schoolSys']);
    expect((await t.post(staffList, {}, token)).success).toBe(true);
  });

  it('outside the package’s period the package grants nothing', async () => {
    const period = (packageStartDate: string | null, packageEndDate: string | null) =>
      t.post('/java-api/admin/eduMeal/edit', { id: schoolId, packageStartDate, packageEndDate }, adminToken);

    expect((await period(chinaDate(-30), chinaDate(-1))).content).toMatchObject({ packageStartDate: chinaDate(-30), packageEndDate: chinaDate(-1) });
    expect(await screens()).toEqual([]);
    expect((await t.post(staffList, {}, token)).code).toBe('AuthFailure');

    expect((await period(chinaDate(1), null)).success).toBe(true);
    expect(await screens()).toEqual([]);

    // Today is inside a period that starts and ends today.
    expect((await period(chinaDate(0), chinaDate(0))).success).toBe(true);
    expect(await screens()).toEqual(['school-user-list', 'schoolSys']);
    expect((await t.post(staffList, {}, token)).success).toBe(true);

    const backwards = await period(chinaDate(5), chinaDate(1));
    expect(backwards).toMatchObject({ code: 'InvalidParameter', message: '参数错误：套餐截止日期不能早于开始日期' });
    expect((await period(null, null)).success).toBe(true);
    expect(await screens()).toEqual(['school-user-list', 'schoolSys']);
  });

  it('a withdrawn package (updateValid off) grants nothing; queryValidList lists only packages on sale', async () => {
    const validIds = async () => {
      const answer = await t.post('/java-api/admin/meal/queryValidList', { pageSize: 1000 }, adminToken);
      expect(answer.success).toBe(true);
      return (answer.content.list as { id: number }[]).map((p) => p.id);
    };
    expect(await validIds()).toEqual(expect.arrayContaining([wide, narrow]));

    expect((await t.post('/java-api/admin/meal/updateValid', { id: wide, valid: 0 }, adminToken)).content.valid).toBe(0);
    expect(await validIds()).not.toContain(wide);
    expect(await validIds()).toContain(narrow);
    expect(await screens()).toEqual([]);
    expect((await t.post(staffList, {}, token)).code).toBe('AuthFailure');
    expect((await t.post(campusList, {}, token)).code).toBe('AuthFailure');
    // The list of every package still shows it, for the back office to put it back on sale.
    expect((await t.post('/java-api/admin/meal/queryList', { valid: 0 }, adminToken)).content.list.map((p: { id: number }) => p.id)).toContain(wide);
    expect((await t.post('/java-api/admin/meal/queryValidList', {}, token)).code).toBe('InvalidToken');
    // A new school cannot be given a withdrawn package; the school holding it can still be edited.
    expect(await t.post('/java-api/admin/edu/create', { name: '停售套餐学校', packageId: wide }, adminToken)).toMatchObject({ code: 'InvalidParameter', message: '参数错误：套餐已停售' });
    expect((await t.post('/java-api/admin/edu/createTry', { name: '停售套餐学校', packageId: wide }, adminToken)).code).toBe('InvalidParameter');
    expect((await t.post('/java-api/admin/edu/updateTry', { id: schoolId, name: '套餐学校丙', packageId: wide, showHint: true }, adminToken)).success).toBe(true);

    expect((await t.post('/java-api/admin/meal/updateValid', { id: wide, valid: 1 }, adminToken)).success).toBe(true);
    expect(await screens()).toEqual(['school-user-list', 'schoolSys']);
    expect((await t.post(staffList, {}, token)).success).toBe(true);
  });
});
