import { and, eq, isNull, lt, gt, ne, or, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { classes, schoolCalendarDays, staff, teachPlans } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

export const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);
const runtime = (name: string) => entityRuntimes().get(name)!;

/** What decides whether a lesson may stand: its class, people, room and slot. */
export interface PlanSlot {
  id?: number;
  classId: number;
  teacherId: number | null;
  room: string | null;
  lessonDate: string;
  startTime: string;
  endTime: string;
}

/** A live class of the caller's school (and campus, for staff confined to one). */
export async function classInScope(db: Db, actor: StaffActor, classId: number) {
  const [row] = await db
    .select({ id: classes.id, campusId: classes.campusId, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt), tenantScope(runtime('SchoolClass'), actor)));
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '班级不存在');
  return row;
}

/** The school's closing days (校历 停课日) between two dates, as YYYY-MM-DD. */
export async function closedDays(db: Db, schoolId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: schoolCalendarDays.day })
    .from(schoolCalendarDays)
    .where(and(eq(schoolCalendarDays.schoolId, schoolId), eq(schoolCalendarDays.kind, 'closed'), sql`${schoolCalendarDays.day} between ${from} and ${to}`));
  return new Set(rows.map((r) => String(r.day).slice(0, 10)));
}

/**
 * Refuses a lesson whose end is not after its start, on a closing day, or that books a teacher,
 * a room or a class already taken by another lesson of the school at an overlapping time
 * (touching lessons, 9:00–10:00 then 10:00–11:00, do not overlap). The message names the other
 * lesson so the staff member knows what to move.
 */
export async function requireFreeSlot(db: Db, schoolId: number, plan: PlanSlot): Promise<void> {
  if (plan.endTime <= plan.startTime) throw refuse('结束时间必须晚于开始时间');
  if ((await closedDays(db, schoolId, plan.lessonDate, plan.lessonDate)).size) throw refuse(`${plan.lessonDate}为学校停课日，不能排课`);
  const room = plan.room?.trim() || null;
  const clash = or(
    eq(teachPlans.classId, plan.classId),
    plan.teacherId !== null ? eq(teachPlans.teacherId, plan.teacherId) : undefined,
    room !== null ? eq(teachPlans.room, room) : undefined,
  );
  const [other] = await db
    .select({ classId: teachPlans.classId, teacherId: teachPlans.teacherId, room: teachPlans.room, startTime: teachPlans.startTime, endTime: teachPlans.endTime, className: classes.name })
    .from(teachPlans)
    .innerJoin(classes, eq(classes.id, teachPlans.classId))
    .where(
      and(
        eq(teachPlans.schoolId, schoolId),
        eq(teachPlans.lessonDate, plan.lessonDate),
        lt(teachPlans.startTime, plan.endTime),
        gt(teachPlans.endTime, plan.startTime),
        plan.id !== undefined ? ne(teachPlans.id, plan.id) : undefined,
        clash,
      ),
    )
    .limit(1);
  if (!other) return;
  const when = `${plan.lessonDate} ${other.startTime}-${other.endTime}`;
  if (other.classId === plan.classId) throw refuse(`时间冲突：该班级在${when}已有课`);
  if (plan.teacherId !== null && other.teacherId === plan.teacherId) throw refuse(`时间冲突：该教师在${when}已在“${other.className}”上课`);
  throw refuse(`时间冲突：教室“${room}”在${when}已被“${other.className}”占用`);
}

/**
 * Serialises the scheduling of one school's day: two lessons written at once for the same
 * teacher or room cannot both pass the overlap check (the lock holds to the end of the transaction).
 */
export async function lockSchoolDay(db: Db, schoolId: number, lessonDate: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${schoolId}, ${Number(lessonDate.replaceAll('-', ''))})`);
}

/** A staff member of the caller's school: another school's teacher id is refused like a missing one. */
export async function teacherInSchool(db: Db, actor: StaffActor, teacherId: number): Promise<void> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.id, teacherId), eq(staff.schoolId, actor.schoolId)));
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '教师不存在');
}
