import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, classes, loginLogs, schools, staff, students } from '../../db/schema';

/**
 * The outer school's id, spelled out: drizzle leaves columns of a one-table select unqualified,
 * which inside a subquery would bind to the subquery's own table.
 */
const outerSchoolId = sql`${sql.identifier('schools')}.${sql.identifier('id')}`;

/** Successful sign-ins of a school's staff and students since a moment (user names are unique per kind). */
function signInsOf(since: Date) {
  const ofSchool = sql`(
    (${loginLogs.kind} = 'staff' and lower(${loginLogs.userName}) in (select lower(${staff.userName}) from ${staff} where ${staff.schoolId} = ${outerSchoolId}))
    or (${loginLogs.kind} = 'student' and lower(${loginLogs.userName}) in (select lower(${students.userName}) from ${students} where ${students.schoolId} = ${outerSchoolId}))
  )`;
  return sql`from ${loginLogs} where ${loginLogs.success} and ${loginLogs.createdAt} >= ${since.toISOString()} and ${ofSchool}`;
}

/**
 * Per school, counted from the tables at call time: size (campuses, staff in service, live
 * students and classes) and activity over the last `days` days (new students, sign-ins, the
 * distinct addresses they came from, the last sign-in). What the customer-success, trial,
 * history and institution-IP screens show.
 */
export async function schoolUsage(db: Db, days: number, trial?: boolean) {
  const since = new Date(Date.now() - days * 86_400_000);
  const activity = signInsOf(since);
  const rows = await db
    .select({
      schoolId: schools.id,
      name: schools.name,
      province: schools.province,
      trial: schools.trial,
      trialEndDate: schools.trialEndDate,
      state: schools.state,
      createdAt: schools.createdAt,
      campuses: sql<number>`(select count(*) from ${campuses} where ${campuses.schoolId} = ${outerSchoolId})`.mapWith(Number),
      staff: sql<number>`(select count(*) from ${staff} where ${staff.schoolId} = ${outerSchoolId} and ${staff.state} = 1)`.mapWith(Number),
      students: sql<number>`(select count(*) from ${students} where ${students.schoolId} = ${outerSchoolId} and ${students.deletedAt} is null)`.mapWith(Number),
      classes: sql<number>`(select count(*) from ${classes} where ${classes.schoolId} = ${outerSchoolId} and ${classes.deletedAt} is null)`.mapWith(Number),
      newStudents: sql<number>`(select count(*) from ${students} where ${students.schoolId} = ${outerSchoolId} and ${students.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      signIns: sql<number>`(select count(*) ${activity})`.mapWith(Number),
      distinctIps: sql<number>`(select count(distinct ${loginLogs.ip}) ${activity})`.mapWith(Number),
      lastSignIn: sql<string | null>`(select max(${loginLogs.createdAt}) ${activity})`,
    })
    .from(schools)
    .where(trial === undefined ? undefined : eq(schools.trial, trial))
    .orderBy(asc(schools.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastSignIn: r.lastSignIn ? new Date(r.lastSignIn).toISOString() : null }));
}

/** Running schools, their campuses and live students per province of the school; schools without one last. */
export async function provinceDistribution(db: Db) {
  const running = eq(schools.state, 1);
  const [bySchool, byCampus, byStudent] = await Promise.all([
    db.select({ province: schools.province, n: count() }).from(schools).where(running).groupBy(schools.province),
    db.select({ province: schools.province, n: count() }).from(campuses).innerJoin(schools, eq(schools.id, campuses.schoolId)).where(running).groupBy(schools.province),
    db
      .select({ province: schools.province, n: count() })
      .from(students)
      .innerJoin(schools, eq(schools.id, students.schoolId))
      .where(and(running, isNull(students.deletedAt)))
      .groupBy(schools.province),
  ]);
  const of = (rows: { province: string | null; n: number }[], province: string | null) => Number(rows.find((r) => r.province === province)?.n ?? 0);
  return bySchool
    .map((r) => ({ province: r.province, schools: Number(r.n), campuses: of(byCampus, r.province), students: of(byStudent, r.province) }))
    .sort((a, b) => (a.province === null ? 1 : b.province === null ? -1 : b.students - a.students || b.schools - a.schools));
}
