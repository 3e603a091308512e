import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { roleResources, roles, staff, staffRoles } from '../../db/schema';
import { staffActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { tenantScope } from '../../crud/tenant-scope';
import { ApiFailure } from '../../lib/api-failure';
import { screenGrantCalls, screenTree } from '../../auth/screen-grants';
import { requireHeldRoles } from '../../auth/account-rank';

/**
 * School roles beyond plain CRUD: the screens a role grants (its resources), the staff-to-role
 * map, assigning roles to a staff member, and deleting a role with its grants. Every id is
 * checked against the caller's school first.
 */
async function ownRole({ db, actor }: CustomContext, id: number) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, id), eq(roles.schoolId, staffActor(actor).schoolId)));
  if (!role) throw new ApiFailure(ErrorCodes.NotFound, '角色不存在');
  return role;
}

const screenGrant = screenGrantCalls(
  { kind: 'staff', table: roleResources, owner: roleResources.roleId, ownerId: roles.id, routeName: roleResources.routeName, row: (roleId, routeName) => ({ roleId, routeName }) },
  { tree: () => screenTree('staff'), exists: ownRole },
);

async function deleteRole(context: CustomContext) {
  const id = context.body.id as number;
  await ownRole(context, id);
  await context.db.transaction(async (tx) => {
    await tx.delete(roleResources).where(eq(roleResources.roleId, id));
    await tx.delete(staffRoles).where(eq(staffRoles.roleId, id));
    await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.schoolId, staffActor(context.actor).schoolId)));
  });
  return null;
}

async function getTchRoleMap({ db, actor }: CustomContext) {
  const people = await db.select({ id: staff.id, realName: staff.realName }).from(staff).where(eq(staff.schoolId, staffActor(actor).schoolId)).orderBy(staff.id);
  const links = people.length
    ? await db.select({ staffId: staffRoles.staffId, roleId: staffRoles.roleId }).from(staffRoles).where(inArray(staffRoles.staffId, people.map((p) => p.id)))
    : [];
  return people.map((p) => ({ staffId: p.id, realName: p.realName, roleIds: links.filter((l) => l.staffId === p.id).map((l) => l.roleId) }));
}

/** Staff operation: replaces a staff member's roles with roles of the same school. */
export async function assignRoles(context: CustomContext) {
  const { db, actor, entity, body } = context;
  const staffId = body.id as number;
  const [member] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.id, staffId), tenantScope(entity, actor)));
  if (!member) throw new ApiFailure(ErrorCodes.NotFound, '员工不存在');
  const roleIds = [...new Set(body.roleIds as number[])];
  if (roleIds.length) {
    const own = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.schoolId, staffActor(actor).schoolId)));
    if (own.length !== roleIds.length) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：角色（roleIds）不存在');
  }
  await requireHeldRoles(db, actor, 'staff', roleIds);
  await db.transaction(async (tx) => {
    await tx.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
    if (roleIds.length) await tx.insert(staffRoles).values(roleIds.map((roleId) => ({ staffId, roleId })));
  });
  return null;
}

export const roleOverrides: EntityOverrides<'SchoolRole'> = {
  custom: { delete: deleteRole, ...screenGrant, getTchRoleMap },
};
