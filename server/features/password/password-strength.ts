import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordStrength } from '../../db/schema';

export type PasswordOwner = { kind: 'staff' | 'student'; accountId: number };

/** Remembers whether the password just set is strong; passwords travel hashed, so this is the only time it can be judged. */
export async function recordPasswordStrength(db: Db, owner: PasswordOwner, strong: boolean): Promise<void> {
  await db
    .insert(passwordStrength)
    .values({ ...owner, strong })
    .onConflictDoUpdate({ target: [passwordStrength.kind, passwordStrength.accountId], set: { strong, judgedAt: new Date() } });
}

/**
 * The stored judgement. A password the server never saw in clear (set by an administrator or a
 * school, which send it hashed) cannot be judged and is reported weak, so its owner is asked to
 * choose one through the change dialog, where it is judged.
 */
export async function readPasswordStrength(db: Db, owner: PasswordOwner): Promise<{ strong: boolean; judged: boolean }> {
  const rows = await db
    .select({ strong: passwordStrength.strong })
    .from(passwordStrength)
    .where(and(eq(passwordStrength.kind, owner.kind), eq(passwordStrength.accountId, owner.accountId)))
    .limit(1);
  return rows[0] ? { strong: rows[0].strong, judged: true } : { strong: false, judged: false };
}
