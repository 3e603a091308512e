import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StaffActor, StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { campuses, classes, saleCourses, staff, students, teachPlans } from '../../db/schema';
import { classesOf } from '../classroom/teacher-classes';

/** Today and the time of day in China, where the school's days are counted. */
async function chinaNow(db: Db): Promise<{ today: string; tomorrow: string; time: string }> {
  const result = await db.execute(
    sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as today, to_char((now() at time zone 'Asia/Shanghai') + interval '1 day', 'YYYY-MM-DD') as tomorrow, to_char(now() at time zone 'Asia/Shanghai', 'HH24:MI') as time`,
  );
  return (result as unknown as { rows: { today: string; tomorrow: string; time: string }[] }).rows[0];
}

/** Planned lessons as the landing pages show them: time, class, course and topic, campus, teacher, sign-in state. */
function plannedLessons(db: Db, where: SQL) {
  return db
    .select({
      id: teachPlans.id,
      lessonDate: teachPlans.lessonDate,
      startTime: teachPlans.startTime,
      endTime: teachPlans.endTime,
      classId: teachPlans.classId,
      className: classes.name,
      campusName: campuses.name,
      courseName: saleCourses.name,
      topic: teachPlans.topic,
      teacherName: staff.realName,
      room: teachPlans.room,
      hours: teachPlans.hours,
      kind: teachPlans.kind,
      state: teachPlans.state,
    })
    .from(teachPlans)
    .innerJoin(classes, eq(classes.id, teachPlans.classId))
    .leftJoin(campuses, eq(campuses.id, teachPlans.campusId))
    .leftJoin(saleCourses, eq(saleCourses.id, teachPlans.courseId))
    .leftJoin(staff, eq(staff.id, teachPlans.teacherId))
    .where(where)
    .orderBy(asc(teachPlans.lessonDate), asc(teachPlans.startTime), asc(teachPlans.id));
}

/**
 * A teacher's day: today's lessons of the classes they teach and of the lessons they give (a
 * principal: the whole school's), or tomorrow's when today has none, so the morning after a free
 * day still shows what comes. Only the teacher's own school.
 */
export async function teacherLessonDay(db: Db, actor: StaffActor) {
  const { today, tomorrow } = await chinaNow(db);
  const mine = and(eq(teachPlans.schoolId, actor.schoolId), or(classesOf(actor), eq(teachPlans.teacherId, actor.staffId)))!;
  const rows = await plannedLessons(db, and(mine, inArray(teachPlans.lessonDate, [today, tomorrow]))!);
  const todays = rows.filter((r) => r.lessonDate === today);
  if (todays.length || !rows.length) return { date: today, isToday: true, lessons: todays };
  return { date: tomorrow, isToday: false, lessons: rows };
}

/**
 * A student's next lesson: today's lesson of their class that is not over yet (the last of today
 * once all are over), else the next one planned; null without a class or a plan.
 */
export async function studentNextLesson(db: Db, actor: StudentActor) {
  const [me] = await db.select({ classId: students.classId }).from(students).where(and(eq(students.id, actor.studentId), eq(students.schoolId, actor.schoolId)));
  if (!me?.classId) return { lesson: null, isToday: false };
  const { today, time } = await chinaNow(db);
  const ofClass = and(eq(teachPlans.schoolId, actor.schoolId), eq(teachPlans.classId, me.classId))!;
  const todays = await plannedLessons(db, and(ofClass, eq(teachPlans.lessonDate, today))!);
  if (todays.length) return { lesson: todays.find((l) => l.endTime > time) ?? todays[todays.length - 1], isToday: true };
  const [next] = await plannedLessons(db, and(ofClass, gt(teachPlans.lessonDate, today))!).limit(1);
  return { lesson: next ?? null, isToday: false };
}
