import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { adminRoleResources, adminRoles, adminUserRoles } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { routesForKind } from '../../auth/allowed-routes';
import { screensOf } from '../../auth/screen-grants';
import { resourceTree } from '../resource/resource-tree';

/**
 * Back-office roles beyond plain CRUD: the back-office screens a role grants, picked from the
 * administered back-office resource tree (sysset-nav), and deleting a role with its grants.
 * A change applies to its administrators at their next call.
 */
async function existingRole({ db }: CustomContext, id: number) {
  const [role] = await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.id, id));
  if (!role) throw new ApiFailure(ErrorCodes.NotFound, '后台角色不存在');
}

async function queryResourceTree(context: CustomContext) {
  const tree = await resourceTree(context.db, 'admin');
  const id = context.body.id as number | undefined;
  if (id === undefined) return { tree, checked: [] };
  await existingRole(context, id);
  const rows = await context.db.select({ routeName: adminRoleResources.routeName }).from(adminRoleResources).where(eq(adminRoleResources.roleId, id));
  const adminScreens = routesForKind('admin');
  return { tree, checked: rows.map((r) => r.routeName).filter((name) => adminScreens.has(name)) };
}

async function saveResources(context: CustomContext) {
  const id = context.body.id as number;
  await existingRole(context, id);
  const wanted = screensOf('admin', context.body.resources as string[]);
  await context.db.transaction(async (tx) => {
    await tx.delete(adminRoleResources).where(eq(adminRoleResources.roleId, id));
    if (wanted.length) await tx.insert(adminRoleResources).values(wanted.map((routeName) => ({ roleId: id, routeName })));
  });
  return null;
}

async function deleteRole(context: CustomContext) {
  const id = context.body.id as number;
  await existingRole(context, id);
  await context.db.transaction(async (tx) => {
    await tx.delete(adminRoleResources).where(eq(adminRoleResources.roleId, id));
    await tx.delete(adminUserRoles).where(eq(adminUserRoles.roleId, id));
    await tx.delete(adminRoles).where(eq(adminRoles.id, id));
  });
  return null;
}

export const adminRoleOverrides: EntityOverrides = {
  custom: { delete: deleteRole, queryResourceTree, saveResources },
};
