import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { teachPlans } from '../../db/schema';
import { courseFor } from '../finance/finance-scope';
import { classInScope, closedDays, lockSchoolDay, refuse, requireFreeSlot, teacherInSchool } from './plan-rules';

export interface PlanSeriesInput {
  classId: number;
  courseId: number;
  teacherId?: number;
  room?: string;
  startDate: string;
  endDate: string;
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: number[];
  startTime: string;
  endTime: string;
  hours?: number;
  topic?: string;
}

/** A series longer than this is almost certainly a mistyped date. */
const maxLessons = 200;

/** The dates from start to end (inclusive) that fall on the given ISO weekdays. */
export function seriesDates(startDate: string, endDate: string, weekdays: number[]): string[] {
  const out: string[] = [];
  const day = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  while (day <= end) {
    const iso = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (weekdays.includes(iso)) out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/**
 * 按周排课: one lesson on each chosen weekday between the dates, leaving out the school's closing
 * days (answered as skipped). All or nothing: a clash on any date refuses the whole series
 * with that date in the message.
 */
export async function writePlanSeries(db: Db, actor: StaffActor, input: PlanSeriesInput) {
  if (input.endDate < input.startDate) throw refuse('结束日期不能早于开始日期');
  if (input.endTime <= input.startTime) throw refuse('结束时间必须晚于开始时间');
  const cls = await classInScope(db, actor, input.classId);
  await courseFor(db, actor, input.courseId, cls.campusId, false);
  if (input.teacherId !== undefined) await teacherInSchool(db, actor, input.teacherId);
  const closed = await closedDays(db, actor.schoolId, input.startDate, input.endDate);
  const dates = seriesDates(input.startDate, input.endDate, input.weekdays);
  const open = dates.filter((d) => !closed.has(d));
  if (open.length === 0) throw refuse('所选日期范围内没有可排课的日期');
  if (open.length > maxLessons) throw refuse(`一次最多排${maxLessons}节课，请缩小日期范围`);
  const room = input.room?.trim() || null;
  for (const lessonDate of open) {
    const slot = { classId: cls.id, teacherId: input.teacherId ?? null, room, lessonDate, startTime: input.startTime, endTime: input.endTime };
    await lockSchoolDay(db, actor.schoolId, lessonDate);
    await requireFreeSlot(db, actor.schoolId, slot);
    await db.insert(teachPlans).values({ ...slot, schoolId: actor.schoolId, campusId: cls.campusId, courseId: input.courseId, hours: input.hours ?? 1, topic: input.topic ?? null, kind: 1 });
  }
  return { created: open.length, skipped: dates.filter((d) => closed.has(d)) };
}
