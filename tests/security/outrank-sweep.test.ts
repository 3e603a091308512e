import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rankMessages } from '../../server/auth/account-rank';
import { routesForKind } from '../../server/auth/allowed-routes';
import type { Db } from '../../server/db/client';
import { adminRoleResources, adminRoles, adminUserRoles, adminUsers, staff, students } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password-hash';
import { demoAccounts } from '../../server/seed/demo-data';
import { entityList } from '../../shared/generated/entities/index.gen';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from '../server/crud-fixtures';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

/**
 * Taking over another account: every call that changes an existing account (password, roles,
 * state, blockade, phone, identity, deletion) is refused unless the caller outranks the target.
 * The probes below cover every such operation of the contract: a new one fails the first test
 * until it is probed here.
 */

type Body = Record<string, unknown>;
const hacked = encodePasswordForTransport('Hacked@2026');

/** Contract operations of account entities (tables of sign-in accounts) other than reads and creations. */
function accountChangingOperations(): string[] {
  const accountTables = new Set(['staff', 'students', 'admin_users']);
  const notChanging = new Set(['list', 'detail', 'recycleList', 'create', 'import']);
  return entityList
    .filter((e) => accountTables.has(e.table))
    .flatMap((e) => Object.values(e.operations))
    .filter((op) => !notChanging.has(op.kind))
    .map((op) => op.operationId);
}

const operations = new Map(entityList.flatMap((e) => Object.values(e.operations).map((op) => [op.operationId, op] as const)));
const pathOf = (operationId: string) => operations.get(operationId)!.path;

/** Calls on a school's staff: the principal must refuse them all from any other staff member. */
const staffProbes: Record<string, (id: number) => Body> = {
  staffUpdate: (id) => ({ id, userName: 'taken-over', phone: '13800000000', state: 0 }),
  staffResetPassword: (id) => ({ id, password: hacked }),
  staffAssignRoles: (id) => ({ id, roleIds: [] }),
};

/** Calls on back-office administrators: a super administrator refuses them from anyone else. */
const adminProbes: Record<string, (id: number) => Body> = {
  adminUserEdit: (id) => ({ id, userName: 'taken-over' }),
  adminUserUpdateState: (id) => ({ id, state: 0 }),
  adminUserResetPassword: (id) => ({ id, password: hacked }),
  adminUserQueryRoles: (id) => ({ id }),
  adminUserAssignRoles: (id) => ({ id, roleIds: [] }),
};

/** The back office outranks every school's staff, principals included. */
const platformStaffProbes: Record<string, (id: number) => Body> = {
  platformStaffUpdatePrincipalInfo: (id) => ({ id, realName: '赵校长' }),
  platformStaffUpdateWorkState: (id) => ({ id, state: 1 }),
  platformStaffUpdateBlockade: (id) => ({ id, blocked: false }),
  platformStaffResetPassword: (id) => ({ id, password: encodePasswordForTransport(otherPrincipal.password) }),
};

/** Staff holding the screen outrank students; in this order each call finds the student as it needs. */
const studentProbes: Record<string, (id: number) => Body> = {
  studentEdit: (id) => ({ id, realName: '改名学生' }),
  studentSetEndDate: (id) => ({ id, endDate: '2027-06-30' }),
  studentTransfer: (id) => ({ id, classId: 1 }),
  studentBatchConvert: (id) => ({ ids: [id], classId: 1 }),
  studentUpdateAuth: (id) => ({ id, zoneAuth: false }),
  studentResetPassword: (id) => ({ id, password: hacked }),
  studentQuit: (id) => ({ id }),
  studentBack: (id) => ({ id }),
  studentDelete: (id) => ({ id }),
  studentRestore: (id) => ({ id }),
  studentBatchDelete: (id) => ({ ids: [id] }),
};

async function addAdmin(db: Db, userName: string, screens: string[]) {
  const passwordHash = await hashPassword(encodePasswordForTransport('Helper@2026'));
  const [admin] = await db.insert(adminUsers).values({ userName, passwordHash, realName: userName, superAdmin: false }).returning();
  const [role] = await db.insert(adminRoles).values({ name: `${userName}-role` }).returning();
  await db.insert(adminRoleResources).values(screens.map((routeName) => ({ roleId: role.id, routeName })));
  await db.insert(adminUserRoles).values({ adminId: admin.id, roleId: role.id });
  return admin;
}

describe('the outrank sweep', () => {
  it('probes every account-changing operation of the contract', () => {
    const probed = [...Object.keys(staffProbes), ...Object.keys(adminProbes), ...Object.keys(platformStaffProbes), ...Object.keys(studentProbes)];
    expect(probed.sort()).toEqual(accountChangingOperations().sort());
  });
});

describe.each(backends)('who may change whom on %s', (backend) => {
  let t: TestApp;
  let principalId: number;
  let teacherId: number;
  let superAdminId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    [{ id: principalId }] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userName, demoAccounts.principal.userName));
    [{ id: teacherId }] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userName, demoAccounts.teacher.userName));
    [{ id: superAdminId }] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userName, demoAccounts.admin.userName));
  });
  afterAll(() => t.close());

  const call = (operationId: string, body: Body, token: string) => t.post(pathOf(operationId), body, token);

  it('refuses every change of the principal from staff holding only school-user-list, or every staff screen', async () => {
    await addStaffWithScreens(t.database.db, 'userlist-only', ['school-user-list']);
    await addStaffWithScreens(t.database.db, 'every-screen', [...routesForKind('staff')]);
    for (const userName of ['userlist-only', 'every-screen']) {
      const token = await staffToken(t, userName, 'Teacher@2026');
      for (const [operationId, body] of Object.entries(staffProbes)) {
        const answer = await call(operationId, body(principalId), token);
        const permitted = operations.get(operationId)!.permissions.some((key) => userName === 'every-screen' || key === 'school-user-list');
        expect(answer, `${userName} ${operationId}`).toMatchObject({ success: false, code: 'AuthFailure', message: permitted ? rankMessages.principal : '无权限访问' });
      }
    }
    // The principal's account is as it was: same password, same name, still in post.
    expect((await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).success).toBe(true);
  });

  it('refuses changing a colleague who holds screens the caller lacks, and allows one who holds fewer', async () => {
    const token = await staffToken(t, 'userlist-only', 'Teacher@2026');
    for (const operationId of ['staffUpdate', 'staffResetPassword']) {
      expect(await call(operationId, staffProbes[operationId](teacherId), token), operationId).toMatchObject({ code: 'AuthFailure', message: rankMessages.outranked });
    }
    expect((await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).success).toBe(true);
    const junior = await addStaffWithScreens(t.database.db, 'junior', []);
    expect((await call('staffResetPassword', { id: junior.id, password: hacked }, token)).success).toBe(true);
    expect((await t.login('staff', 'junior', 'Hacked@2026')).success).toBe(true);
    // The principal outranks everyone of the school.
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    expect((await call('staffUpdate', { id: teacherId, phone: '13900000000' }, principal)).success).toBe(true);
  });

  it('refuses every change of a super administrator from another administrator', async () => {
    await addAdmin(t.database.db, 'user-admin', ['sysset-user']);
    const token = (await t.login('admin', 'user-admin', 'Helper@2026')).content.token as string;
    for (const [operationId, body] of Object.entries(adminProbes)) {
      expect(await call(operationId, body(superAdminId), token), operationId).toMatchObject({ success: false, code: 'AuthFailure', message: rankMessages.superAdmin });
    }
    expect((await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).success).toBe(true);
  });

  it('lets the back office change any school staff, principals included', async () => {
    const other = await addOtherSchool(t.database.db);
    const admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token as string;
    for (const [operationId, body] of Object.entries(platformStaffProbes)) {
      expect((await call(operationId, body(other.principal.id), admin)).success, operationId).toBe(true);
    }
  });

  it('lets staff holding the screens change a student', async () => {
    const [cls] = await t.database.db.select({ schoolId: students.schoolId }).from(students).limit(1);
    const passwordHash = await hashPassword(encodePasswordForTransport('Student2026'));
    const [student] = await t.database.db.insert(students).values({ schoolId: cls.schoolId, userName: 'probe-student', passwordHash, realName: '探针学生', code: 'P1' }).returning();
    await addStaffWithScreens(t.database.db, 'student-keeper', ['students-management', 'recycleBin']);
    const token = await staffToken(t, 'student-keeper', 'Teacher@2026');
    for (const [operationId, body] of Object.entries(studentProbes)) {
      expect((await call(operationId, body(student.id), token)).success, operationId).toBe(true);
    }
  });

  it('refuses granting a role or screen the granter does not hold', async () => {
    // A role keeper assigns themself a role with the staff list screen, or adds it to their own role.
    const keeper = await addStaffWithScreens(t.database.db, 'role-keeper', ['roleauth', 'permissionsettings']);
    const rich = await addStaffWithScreens(t.database.db, 'rich', ['school-user-list', 'roleauth']);
    const token = await staffToken(t, 'role-keeper', 'Teacher@2026');
    const roles = await t.post('/java-api/school/eduRole/queryList', {}, token);
    const roleOf = (name: string) => roles.content.list.find((r: { name: string }) => r.name === name).id as number;
    expect(await call('staffAssignRoles', { id: keeper.id, roleIds: [roleOf('rich-role')] }, token)).toMatchObject({ code: 'AuthFailure', message: rankMessages.grant });
    expect(await call('schoolRoleSaveResources', { id: roleOf('role-keeper-role'), resources: ['roleauth', 'permissionsettings', 'school-user-list'] }, token)).toMatchObject({ code: 'AuthFailure', message: rankMessages.grant });
    // Screens the granter holds may be granted, and screens a role already had may stay.
    expect((await call('schoolRoleSaveResources', { id: roleOf('rich-role'), resources: ['school-user-list', 'roleauth', 'permissionsettings'] }, token)).success).toBe(true);
    expect(await call('staffAssignRoles', { id: rich.id, roleIds: [] }, token)).toMatchObject({ code: 'AuthFailure', message: rankMessages.outranked });
    // The same for back-office roles.
    await addAdmin(t.database.db, 'role-admin', ['sysset-user', 'sysset-role']);
    const admin = (await t.login('admin', 'role-admin', 'Helper@2026')).content.token as string;
    const [wide] = await t.database.db.insert(adminRoles).values({ name: 'wide-role' }).returning();
    await t.database.db.insert(adminRoleResources).values({ roleId: wide.id, routeName: 'studentList' });
    const self = (await t.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userName, 'role-admin')))[0].id;
    expect(await call('adminUserAssignRoles', { id: self, roleIds: [wide.id] }, admin)).toMatchObject({ code: 'AuthFailure', message: rankMessages.grant });
    const [own] = await t.database.db.select({ roleId: adminUserRoles.roleId }).from(adminUserRoles).where(eq(adminUserRoles.adminId, self));
    expect(await call('adminRoleSaveResources', { id: own.roleId, resources: ['sysset-user', 'sysset-role', 'studentList'] }, admin)).toMatchObject({ code: 'AuthFailure', message: rankMessages.grant });
  });
});
