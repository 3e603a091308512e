import { operatorOf, recordUserChange, type UserChange } from '../user-change/record-user-change';
import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { ApiFailure } from '../../lib/api-failure';
import { hashPassword } from '../../lib/password-hash';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { lifeScope, tenantScope } from '../../crud/tenant-scope';
import { endAccountSessions } from '../../auth/session-store';

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

/** The caller's own account, when it is the one changed: its session may stay signed in. */
function ownSession(context: Pick<CustomContext, 'actor' | 'sessionId'>, kind: UserChange['accountKind'], id: number): number | undefined {
  const { actor } = context;
  const self = kind === actor.kind && id === (actor.kind === 'admin' ? actor.adminId : actor.staffId);
  return self ? context.sessionId : undefined;
}

/**
 * A new password ends every other session of the account at once, in the same transaction:
 * whoever held a token under the old password is signed out.
 */
export async function resetAccountPassword(context: CustomContext): Promise<null> {
  const { db, actor, entity, body } = context;
  const { columns } = entity;
  const kind = accountKindOf(entity);
  const id = body.id as number;
  const passwordHash = await hashPassword(String(body.password));
  const operator = await operatorOf(db, actor);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(entity.table)
      .set({ passwordHash })
      .where(and(eq(columns.id, id), tenantScope(entity, actor), lifeScope(entity, 'live')))
      .returning({ id: columns.id });
    if (!rows.length) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
    await endAccountSessions(tx, kind, id, ownSession(context, kind, id));
    await recordUserChange(tx, { accountKind: kind, accountId: id, kind: 'password', operator });
  });
  return null;
}

export const accountOverrides: EntityOverrides<'Student' | 'Staff'> = {
  beforeWrite: accountBeforeWrite,
  custom: { resetPassword: resetAccountPassword },
};
