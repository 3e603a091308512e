import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminRoleResources, adminUserRoles } from '../db/schema';
import { routesForKind } from './allowed-routes';

/**
 * The back-office screens an administrator holds: all of them for a super administrator,
 * otherwise the union of their back-office roles' screens. The one place the server decides
 * this: menus, page checks and every admin call's permission keys read it.
 */
export async function adminAllowedRoutes(db: Db, admin: { id: number; superAdmin: boolean }): Promise<ReadonlySet<string>> {
  const all = routesForKind('admin');
  if (admin.superAdmin) return all;
  const rows = await db
    .selectDistinct({ routeName: adminRoleResources.routeName })
    .from(adminUserRoles)
    .innerJoin(adminRoleResources, eq(adminRoleResources.roleId, adminUserRoles.roleId))
    .where(eq(adminUserRoles.adminId, admin.id));
  return new Set(rows.map((r) => r.routeName).filter((name) => all.has(name)));
}
