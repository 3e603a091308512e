import { eq } from 'drizzle-orm';
import type { CrudActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { adminUsers, staff, students, userChangeRecords } from '../../db/schema';

export interface UserChange {
  accountKind: 'staff' | 'student' | 'admin';
  accountId: number;
  kind: 'phone' | 'password';
  oldValue?: string | null;
  newValue?: string | null;
  /** Who made the change: the account itself unless an administrator or a school's staff did. */
  operator: string;
}

/** The operator of a change made through the back office or a school's screens. */
export async function operatorOf(db: Pick<Db, 'select'>, actor: CrudActor): Promise<string> {
  if (actor.kind === 'admin') {
    const [me] = await db.select({ name: adminUsers.userName }).from(adminUsers).where(eq(adminUsers.id, actor.adminId));
    return `管理员 ${me?.name ?? actor.adminId}`;
  }
  const [me] = await db.select({ name: staff.userName }).from(staff).where(eq(staff.id, actor.staffId));
  return `教职工 ${me?.name ?? actor.staffId}`;
}

export const selfOperator = '本人';

async function accountOf(db: Pick<Db, 'select'>, kind: UserChange['accountKind'], id: number): Promise<{ userName: string; schoolId: number | null } | undefined> {
  if (kind === 'admin') {
    const [row] = await db.select({ userName: adminUsers.userName }).from(adminUsers).where(eq(adminUsers.id, id));
    return row && { userName: row.userName, schoolId: null };
  }
  const table = kind === 'staff' ? staff : students;
  const [row] = await db.select({ userName: table.userName, schoolId: table.schoolId }).from(table).where(eq(table.id, id));
  return row;
}

/**
 * Writes one user change record (the userInformation and phoneChangeRecord screens) inside the
 * caller's transaction, so a change and its record land together or not at all.
 */
export async function recordUserChange(db: Pick<Db, 'select' | 'insert'>, change: UserChange): Promise<void> {
  const account = await accountOf(db, change.accountKind, change.accountId);
  if (!account) return;
  await db.insert(userChangeRecords).values({
    accountKind: change.accountKind,
    accountId: change.accountId,
    userName: account.userName,
    schoolId: account.schoolId,
    kind: change.kind,
    oldValue: change.oldValue ?? null,
    newValue: change.newValue ?? null,
    operator: change.operator,
  });
}
