import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { packageResources, packages, schools } from '../../db/schema';
import { listRows, type ListBody } from '../../crud/list-rows';
import { ApiFailure } from '../../lib/api-failure';
import { routesForKind } from '../../auth/allowed-routes';
import { staffScreensOf } from '../../auth/screen-grants';
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

async function queryResourceTree(context: CustomContext) {
  const tree = await resourceTree(context.db, 'school');
  const id = context.body.id as number | undefined;
  if (id === undefined) return { tree, checked: [] };
  await existingPackage(context, id);
  const rows = await context.db.select({ routeName: packageResources.routeName }).from(packageResources).where(eq(packageResources.packageId, id));
  const staffScreens = routesForKind('staff');
  return { tree, checked: rows.map((r) => r.routeName).filter((name) => staffScreens.has(name)) };
}

async function saveResources(context: CustomContext) {
  const id = context.body.id as number;
  await existingPackage(context, id);
  const wanted = staffScreensOf(context.body.resources as string[]);
  await context.db.transaction(async (tx) => {
    await tx.delete(packageResources).where(eq(packageResources.packageId, id));
    if (wanted.length) await tx.insert(packageResources).values(wanted.map((routeName) => ({ packageId: id, routeName })));
  });
  return null;
}

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

export const packageOverrides: EntityOverrides = {
  custom: { delete: deletePackage, queryResourceTree, queryValidList, saveResources },
};
