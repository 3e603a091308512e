import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { packageResources, packages, schools } from '../../db/schema';
import { listRows, type ListBody } from '../../crud/list-rows';
import { ApiFailure } from '../../lib/api-failure';
import { screenGrantCalls } from '../../auth/screen-grants';
import { resourceTree } from '../resource/resource-tree';

/**
 * Packages beyond plain CRUD: the screens a package grants and deleting one. A change takes
 * effect on the school's staff at their next call: the server computes their allowed screens
 * per request (server/auth/allowed-routes.ts).
 */
async function existingPackage({ db }: CustomContext, id: number) {
  const [found] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  if (!found) throw new ApiFailure(ErrorCodes.NotFound, '套餐不存在');
}

const screenGrant = screenGrantCalls(
  { kind: 'staff', table: packageResources, owner: packageResources.packageId, ownerId: packages.id, routeName: packageResources.routeName, row: (packageId, routeName) => ({ packageId, routeName }) },
  { tree: (context: CustomContext) => resourceTree(context.db, 'school'), exists: existingPackage },
);

/** queryValidList: the packages on sale, the ones a school may be given; the generic list with valid forced on. */
async function queryValidList({ db, actor, entity, body }: CustomContext) {
  return listRows(db, entity, actor, { ...(body as ListBody), valid: 1 }, 'live');
}

/** A package in use stays: deleting it would silently lift the bound of its schools. */
async function deletePackage(context: CustomContext) {
  const id = context.body.id as number;
  await existingPackage(context, id);
  const [user] = await context.db.select({ name: schools.name }).from(schools).where(eq(schools.packageId, id)).limit(1);
  if (user) throw new ApiFailure(ErrorCodes.ActionFailure, `套餐正在被学校「${user.name}」使用，不能删除`);
  await context.db.transaction(async (tx) => {
    await tx.delete(packageResources).where(eq(packageResources.packageId, id));
    await tx.delete(packages).where(eq(packages.id, id));
  });
  return null;
}

export const packageOverrides: EntityOverrides<'Package'> = {
  custom: { delete: deletePackage, ...screenGrant, queryValidList },
};
