import { operatorOf, recordUserChange, type UserChange } from '../user-change/record-user-change';
import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { ApiFailure } from '../../lib/api-failure';
import { hashPassword } from '../../lib/password-hash';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { lifeScope, tenantScope } from '../../crud/tenant-scope';

/**
 * Overrides shared by entities that are sign-in accounts (students, staff): the virtual
 * `password` (MD5+base64 as at sign-in) is stored only as its scrypt hash, a missing code
 * defaults to the user name, and resetPassword rewrites the hash of one row in scope.
 */
export const accountBeforeWrite: NonNullable<EntityOverrides['beforeWrite']> = async (values, { mode }) => {
  const out = { ...values };
  if (typeof out.password === 'string') out.passwordHash = await hashPassword(out.password);
  if (mode === 'create' && !out.code) out.code = out.userName;
  return out;
};

/** Which sign-in accounts an account entity's table holds (PlatformStaff shares staff's table). */
function accountKindOf(entity: CustomContext['entity']): UserChange['accountKind'] {
  const table = entity.meta.table;
  return table === 'students' ? 'student' : table === 'admin_users' ? 'admin' : 'staff';
}

export async function resetAccountPassword({ db, actor, entity, body }: CustomContext): Promise<null> {
  const { columns } = entity;
  const rows = await db
    .update(entity.table)
    .set({ passwordHash: await hashPassword(String(body.password)) })
    .where(and(eq(columns.id, body.id as number), tenantScope(entity, actor), lifeScope(entity, 'live')))
    .returning({ id: columns.id });
  if (!rows.length) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
  await recordUserChange(db, { accountKind: accountKindOf(entity), accountId: body.id as number, kind: 'password', operator: await operatorOf(db, actor) });
  return null;
}

export const accountOverrides: EntityOverrides<'Student' | 'Staff'> = {
  beforeWrite: accountBeforeWrite,
  custom: { resetPassword: resetAccountPassword },
};
