import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { starGrants, students } from '../../db/schema';
import { staffActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { tenantScope } from '../../crud/tenant-scope';
import { ApiFailure } from '../../lib/api-failure';
import { requirePointAuth, requireStudentCampusPoints } from './point-auth-guard';
import { moveBalance } from './student-balance';

/** Deleting a ledger row takes its coins back (or returns a deduction), in one transaction. */
async function revokeGrant({ db, actor, entity, body }: CustomContext) {
  const { schoolId } = staffActor(actor);
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [row] = await scoped
      .delete(starGrants)
      .where(and(eq(starGrants.id, body.id as number), tenantScope(entity, actor)))
      .returning({ studentId: starGrants.studentId, amount: starGrants.amount });
    if (!row) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
    await moveBalance(scoped, schoolId, row.studentId, -row.amount);
  });
  return null;
}

/**
 * The ledger: a row is written once (no edit) for a student of a campus with the points
 * authorization, with the student's campus, and moves the balance in the same transaction, so a
 * deduction beyond the balance writes nothing.
 */
export const starGrantOverrides: EntityOverrides<'StarGrant'> = {
  guard: requirePointAuth,
  async beforeWrite(values, { db }) {
    const [student] = await db.select({ campusId: students.campusId }).from(students).where(eq(students.id, values.studentId as number)).limit(1);
    if (values.amount === 0) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：星币数量（amount）不能为0');
    await requireStudentCampusPoints(db, values.studentId as number);
    return { ...values, campusId: student?.campusId ?? null };
  },
  async afterWrite({ db, actor, values }) {
    await moveBalance(db, staffActor(actor).schoolId, values.studentId as number, values.amount as number);
  },
  custom: { revoke: revokeGrant },
};
