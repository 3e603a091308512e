import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { teachPlans } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { courseFor } from '../finance/finance-scope';
import { classInScope, lockSchoolDay, refuse, requireFreeSlot } from './plan-rules';
import { writePlanSeries, type PlanSeriesInput } from './plan-series';
import { signPlan, type PlanSignInput } from './sign-in';
import { queueSignInMessages } from '../message-app/business-messages';
import { thenSend } from '../message-app/messages-queued';
import type { StaffActor } from '../../auth/session-actor';

/**
 * A lesson written one at a time (add, edit): it lands in its class's campus, consumes a course
 * its campus sells, and is refused when its slot clashes (plan-rules). A signed lesson is kept
 * as it was: its hours are in the ledger.
 */
export const teachPlanOverrides: EntityOverrides<'TeachPlan'> = {
  async beforeWrite(values, { db, actor }) {
    if (values.classId !== undefined) values.campusId = (await classInScope(db, staffActor(actor), values.classId as number)).campusId;
    return values;
  },
  async afterWrite({ db, actor, mode, ids, before }) {
    const staff = staffActor(actor);
    for (const id of ids) {
      if (mode === 'update' && before.get(id)?.state === 2) throw refuse('该课次已签到，不能修改');
      const [plan] = await db.select().from(teachPlans).where(eq(teachPlans.id, id));
      await courseFor(db, staff, plan.courseId, plan.campusId, false);
      await lockSchoolDay(db, staff.schoolId, plan.lessonDate);
      await requireFreeSlot(db, staff.schoolId, plan);
    }
  },
  custom: {
    bulkAdd: (context) => context.db.transaction((tx) => writePlanSeries(tx as unknown as Db, staffActor(context.actor), context.body as unknown as PlanSeriesInput)),
    sign: (context) => thenSend(context.db.transaction((tx) => signAndNotify(tx as unknown as Db, staffActor(context.actor), context.body as unknown as PlanSignInput))),
    delete: deletePlan,
  },
};

/** A lesson's sign-in and its 上课签到通知 to bound guardians, committed together. */
async function signAndNotify(db: Db, actor: StaffActor, input: PlanSignInput) {
  const result = await signPlan(db, actor, input);
  await queueSignInMessages(db, actor.schoolId, input.planId, input.records);
  return result;
}

/** A signed lesson is not deleted: its sign-ins consumed hours (correct them instead). */
async function deletePlan(context: CustomContext) {
  const actor = staffActor(context.actor);
  const where = and(eq(teachPlans.id, context.body.id as number), tenantScope(context.entity, actor));
  const [plan] = await context.db.select({ state: teachPlans.state }).from(teachPlans).where(where);
  if (!plan) throw new ApiFailure(ErrorCodes.NotFound, '教学计划不存在');
  if (plan.state === 2) throw refuse('该课次已签到，不能删除');
  await context.db.delete(teachPlans).where(and(where, eq(teachPlans.state, 1)));
  return null;
}
