import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { StaffActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { classes, hourEntries, signRecords, staff, students, teachPlans } from '../../db/schema';
import { HourKind } from '../finance/ledgers';
import { SignStatus } from './sign-in';

export interface TeachingBoardFilter {
  campusId?: number | null;
  from: string;
  to: string;
  teacherId?: number;
  classId?: number;
}

const runtime = (name: string) => entityRuntimes().get(name)!;
const int = (v: unknown) => Number(v ?? 0);

/**
 * 教师课时, 考勤统计, 课消统计 and 课堂评价 over the lesson dates from–to, read through the CRUD
 * scopes (school; campus for campus-bound staff) and narrowed to a campus, teacher or class.
 * The consumption comes from the hour ledger itself (sign-ins less their corrections, by the
 * lesson's date), so it adds up to what left the students' balances.
 */
export async function teachingBoard(db: Db, actor: StaffActor, f: TeachingBoardFilter) {
  const planScope = and(
    tenantScope(runtime('TeachPlan'), actor),
    f.campusId ? eq(teachPlans.campusId, f.campusId) : undefined,
    f.teacherId ? eq(teachPlans.teacherId, f.teacherId) : undefined,
    f.classId ? eq(teachPlans.classId, f.classId) : undefined,
    gte(teachPlans.lessonDate, f.from),
    lte(teachPlans.lessonDate, f.to),
  );
  const signScope = and(
    tenantScope(runtime('SignRecord'), actor),
    f.campusId ? eq(signRecords.campusId, f.campusId) : undefined,
    f.teacherId ? eq(signRecords.teacherId, f.teacherId) : undefined,
    f.classId ? eq(signRecords.classId, f.classId) : undefined,
    gte(signRecords.lessonDate, f.from),
    lte(signRecords.lessonDate, f.to),
  );
  const attended = inArray(signRecords.status, [SignStatus.present, SignStatus.late, SignStatus.makeUp]);

  const lessonRows = await db
    .select({ teacherId: teachPlans.teacherId, teacherName: staff.realName, lessons: sql<number>`count(*)`, hours: sql<number>`coalesce(sum(${teachPlans.hours}), 0)` })
    .from(teachPlans)
    .leftJoin(staff, eq(staff.id, teachPlans.teacherId))
    .where(and(planScope, eq(teachPlans.state, 2)))
    .groupBy(teachPlans.teacherId, staff.realName);
  const studentRows = await db
    .select({ teacherId: signRecords.teacherId, students: sql<number>`count(*) filter (where ${attended})`, consumed: sql<number>`coalesce(sum(${signRecords.hours}), 0)` })
    .from(signRecords)
    .where(signScope)
    .groupBy(signRecords.teacherId);
  const teachers = lessonRows
    .map((row) => {
      const s = studentRows.find((r) => r.teacherId === row.teacherId);
      return { teacherId: row.teacherId, teacherName: row.teacherName ?? '未指定教师', lessons: int(row.lessons), hours: int(row.hours), students: int(s?.students), consumed: int(s?.consumed) };
    })
    .sort((a, b) => b.hours - a.hours);

  const byStatus = await db.select({ status: signRecords.status, n: sql<number>`count(*)` }).from(signRecords).where(signScope).groupBy(signRecords.status);
  const statusCount = (status: number) => int(byStatus.find((r) => r.status === status)?.n);
  const attendance = { present: statusCount(SignStatus.present), late: statusCount(SignStatus.late), leave: statusCount(SignStatus.leave), absent: statusCount(SignStatus.absent), makeUp: statusCount(SignStatus.makeUp) };

  const day = sql<string>`to_char(${signRecords.lessonDate}, 'YYYY-MM-DD')`;
  const consumptionRows = await db
    .select({ day, hours: sql<number>`-coalesce(sum(${hourEntries.hours}), 0)`, value: sql<number>`-coalesce(sum(${hourEntries.value}), 0)` })
    .from(hourEntries)
    .innerJoin(signRecords, eq(signRecords.id, hourEntries.signRecordId))
    .where(
      and(
        tenantScope(runtime('HourEntry'), actor),
        inArray(hourEntries.kind, [HourKind.consumed, HourKind.signCorrection]),
        f.campusId ? eq(hourEntries.campusId, f.campusId) : undefined,
        f.teacherId ? eq(signRecords.teacherId, f.teacherId) : undefined,
        f.classId ? eq(signRecords.classId, f.classId) : undefined,
        gte(signRecords.lessonDate, f.from),
        lte(signRecords.lessonDate, f.to),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  const consumption = consumptionRows.map((r) => ({ day: r.day, hours: int(r.hours), value: int(r.value) }));

  const rated = await db.select({ rating: signRecords.rating, n: sql<number>`count(*)` }).from(signRecords).where(and(signScope, isNotNull(signRecords.rating))).groupBy(signRecords.rating);
  const byScore = [1, 2, 3, 4, 5].map((score) => int(rated.find((r) => r.rating === score)?.n));
  const total = byScore.reduce((a, b) => a + b, 0);
  const average = total ? Math.round((byScore.reduce((sum, n, i) => sum + n * (i + 1), 0) / total) * 10) / 10 : 0;
  const latest = await db
    .select({ studentName: students.realName, className: classes.name, lessonDate: signRecords.lessonDate, rating: signRecords.rating, comment: signRecords.comment })
    .from(signRecords)
    .innerJoin(students, eq(students.id, signRecords.studentId))
    .innerJoin(classes, eq(classes.id, signRecords.classId))
    .where(and(signScope, isNotNull(signRecords.comment)))
    .orderBy(desc(signRecords.lessonDate), desc(signRecords.id))
    .limit(10);

  return { teachers, attendance, consumption, ratings: { rated: total, average, byScore, latest } };
}
