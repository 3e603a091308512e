import { eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { accountBeforeWrite, resetAccountPassword } from '../account/account-overrides';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { adminRoles, adminUserRoles, adminUsers } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { requireHeldRoles } from '../../auth/account-rank';
import { endSessionsOfChangedAccounts } from '../../crud/account-changes';

/**
 * Platform administrator accounts (sysset-user): the password is stored as its hash, accounts
 * created here are never super administrators (they hold what their roles grant), and state
 * changes go through updateState, which keeps an administrator from disabling their own account.
 */
const beforeWrite: NonNullable<EntityOverrides['beforeWrite']> = async (values, context) => {
  const out = await accountBeforeWrite(values, context);
  // admin_users has no code column; accountBeforeWrite fills one for school accounts.
  delete out.code;
  if (context.mode === 'create') out.superAdmin = false;
  return out;
};

async function existingAdmin({ db }: CustomContext, id: number) {
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id));
  if (!admin) throw new ApiFailure(ErrorCodes.NotFound, '后台用户不存在');
}

async function updateState(context: CustomContext) {
  const id = context.body.id as number;
  const state = context.body.state as number;
  await existingAdmin(context, id);
  if (state === 0 && context.actor.kind === 'admin' && context.actor.adminId === id) throw new ApiFailure(ErrorCodes.ActionFailure, '不能停用自己的账号');
  // A disabled administrator's tokens end with the change, so enabling them again does not revive them.
  await context.db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ state }).where(eq(adminUsers.id, id));
    await endSessionsOfChangedAccounts(tx as unknown as typeof context.db, context.entity, [id], { state });
  });
  return null;
}

async function queryRoles(context: CustomContext) {
  const id = context.body.id as number;
  await existingAdmin(context, id);
  const rows = await context.db.select({ roleId: adminUserRoles.roleId }).from(adminUserRoles).where(eq(adminUserRoles.adminId, id));
  return { roleIds: rows.map((r) => r.roleId) };
}

async function assignRoles(context: CustomContext) {
  const { db, body } = context;
  const adminId = body.id as number;
  await existingAdmin(context, adminId);
  const roleIds = [...new Set(body.roleIds as number[])];
  if (roleIds.length) {
    const found = await db.select({ id: adminRoles.id }).from(adminRoles).where(inArray(adminRoles.id, roleIds));
    if (found.length !== roleIds.length) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：角色（roleIds）不存在');
  }
  await requireHeldRoles(db, context.actor, 'admin', roleIds);
  await db.transaction(async (tx) => {
    await tx.delete(adminUserRoles).where(eq(adminUserRoles.adminId, adminId));
    if (roleIds.length) await tx.insert(adminUserRoles).values(roleIds.map((roleId) => ({ adminId, roleId })));
  });
  return null;
}

export const adminUserOverrides: EntityOverrides<'AdminUser'> = {
  beforeWrite,
  custom: { resetPassword: resetAccountPassword, updateState, queryAdminRoles: queryRoles, assignAdminRoles: assignRoles },
};
