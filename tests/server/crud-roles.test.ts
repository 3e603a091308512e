import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** School roles: CRUD from the schema, resources (screens) and assignments from the role overrides. */
describe.each(backends)('school roles on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const role = (call: string, body: unknown, as = token) => t.post(`/java-api/school/eduRole/${call}`, body, as);

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    token = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('creates a role, grants screens, assigns it, and the grant takes effect on the server', async () => {
    const created = await role('create', { name: '教务', remark: '管理学员' });
    const id = created.content.id;
    const tree = await role('queryResourceTree', { id });
    expect(tree.content!.checked).toEqual([]);
    expect(tree.content!.tree.map((a: { name: string }) => a.name)).toContain('school');

    expect((await role('saveResources', { id, resources: ['nope'] })).code).toBe('InvalidParameter');
    expect((await role('saveResources', { id, resources: ['students-management', 'student-detail'] })).success).toBe(true);
    expect((await role('queryResourceTree', { id })).content.checked.sort()).toEqual(['student-detail', 'students-management']);

    const member = await addStaffWithScreens(t.database.db, 'registrar', []);
    const memberToken = await staffToken(t, 'registrar', 'Teacher@2026');
    expect((await t.post('/java-api/school/stu/queryList', {}, memberToken)).code).toBe('AuthFailure');
    expect((await t.post('/java-api/school/tch/employeeSetting/assignRoles', { id: member.id, roleIds: [id] }, token)).success).toBe(true);
    expect((await t.post('/java-api/school/stu/queryList', {}, memberToken)).success).toBe(true);

    const map = await role('getTchRoleMap', {});
    expect(map.content.find((e: { staffId: number }) => e.staffId === member.id).roleIds).toEqual([id]);

    expect((await role('delete', { id })).success).toBe(true);
    expect((await role('viewDetail', { id })).code).toBe('NotFound');
    expect((await t.post('/java-api/school/stu/queryList', {}, memberToken)).code).toBe('AuthFailure');
  });

  it('keeps another school away from the roles, their screens and the staff', async () => {
    const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    expect((await role('queryList', {}, intruder)).content.list).toEqual([]);
    expect((await role('queryResourceTree', { id: 2 }, intruder)).code).toBe('NotFound');
    expect((await role('saveResources', { id: 2, resources: [] }, intruder)).code).toBe('NotFound');
    expect((await role('delete', { id: 2 }, intruder)).code).toBe('NotFound');
    expect((await role('getTchRoleMap', {}, intruder)).content.map((e: { realName: string }) => e.realName)).toEqual(['赵校长']);
    const mine = await role('create', { name: '外校角色' }, intruder);
    expect((await t.post('/java-api/school/tch/employeeSetting/assignRoles', { id: 2, roleIds: [mine.content.id] }, intruder)).code).toBe('NotFound');
    const ownStaff = (await t.post('/java-api/school/tch/employeeSetting/selectEmployList', {}, intruder)).content.list[0].id;
    expect((await t.post('/java-api/school/tch/employeeSetting/assignRoles', { id: ownStaff, roleIds: [2] }, intruder)).code).toBe('InvalidParameter');
    // The demo teacher still has the teacher role's screens.
    expect((await role('queryResourceTree', { id: 2 })).content.checked).toContain('own-class-management');
  });

  it('refuses role management without the permission settings screen', async () => {
    const teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    expect((await role('create', { name: '越权' }, teacher)).code).toBe('AuthFailure');
    expect((await role('saveResources', { id: 2, resources: ['students-management'] }, teacher)).code).toBe('AuthFailure');
  });
});
