import { eq } from 'drizzle-orm';
import type { CrudActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { adminUsers, staff } from '../../db/schema';

/**
 * The author columns a new OJ row (problem, problem list, contest) is stamped with, never taken
 * from the body: the administrator's rows are platform rows (no school), a teacher's belong to
 * their school. The name is copied so the row keeps showing its author.
 */
export async function authorStamp(db: Db, actor: CrudActor) {
  if (actor.kind === 'admin') {
    const [me] = await db.select({ name: adminUsers.realName }).from(adminUsers).where(eq(adminUsers.id, actor.adminId));
    return { schoolId: null, authorKind: 'admin' as const, authorId: actor.adminId, authorName: me?.name ?? null };
  }
  const [me] = await db.select({ name: staff.realName }).from(staff).where(eq(staff.id, actor.staffId));
  return { schoolId: actor.schoolId, authorKind: 'staff' as const, authorId: actor.staffId, authorName: me?.name ?? null };
}
