import { recordUserChange, selfOperator } from '../user-change/record-user-change';
import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { isStrongPassword, passwordMessages, passwordRuleMessage, identities } from '../../../shared/account-safety/password-rules';
import { encodePasswordForTransport } from '../../../shared/password-transport';
import type { Db } from '../../db/client';
import { staff, students } from '../../db/schema';
import { endAccountSessions } from '../../auth/session-store';
import { ApiFailure } from '../../lib/api-failure';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { recordPasswordStrength, type PasswordOwner } from './password-strength';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPasswordText: string;
}

const tableOf = (kind: PasswordOwner['kind']) => (kind === 'staff' ? staff : students);

/**
 * Changes an account's password after checking the old one and the identity's strength rule,
 * then ends every session of the account (the user signs in again, section 4).
 */
export async function changePassword(db: Db, owner: PasswordOwner, change: PasswordChange): Promise<void> {
  const identity = owner.kind === 'staff' ? identities.staff : identities.student;
  if (encodePasswordForTransport(change.newPasswordText) !== change.newPassword) {
    throw new ApiFailure(ErrorCodes.InvalidParameter, passwordMessages.digestMismatch);
  }
  if (!isStrongPassword(change.newPasswordText, identity)) {
    throw new ApiFailure(ErrorCodes.UpdatePasswordError, passwordRuleMessage(identity));
  }
  const table = tableOf(owner.kind);
  const rows = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, owner.accountId)).limit(1);
  if (!rows[0] || !(await verifyPassword(change.oldPassword, rows[0].passwordHash))) {
    throw new ApiFailure(ErrorCodes.UpdatePasswordError, passwordMessages.wrongOld);
  }
  if (change.oldPassword === change.newPassword) throw new ApiFailure(ErrorCodes.UpdatePasswordError, passwordMessages.sameAsOld);
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(table).set({ passwordHash }).where(eq(table.id, owner.accountId));
    await endAccountSessions(tx, owner.kind, owner.accountId);
    await recordPasswordStrength(tx as unknown as Db, owner, true);
    await recordUserChange(tx, { accountKind: owner.kind, accountId: owner.accountId, kind: 'password', operator: selfOperator });
  });
}
