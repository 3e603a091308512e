import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { adminRoleResources, adminRoles, adminUserRoles } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { screenGrantCalls } from '../../auth/screen-grants';
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

const screenGrant = screenGrantCalls(
  { kind: 'admin', table: adminRoleResources, owner: adminRoleResources.roleId, ownerId: adminRoles.id, routeName: adminRoleResources.routeName, row: (roleId, routeName) => ({ roleId, routeName }) },
  { tree: (context: CustomContext) => resourceTree(context.db, 'admin'), exists: existingRole },
);

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

export const adminRoleOverrides: EntityOverrides<'AdminRole'> = {
  custom: { delete: deleteRole, ...screenGrant },
};
