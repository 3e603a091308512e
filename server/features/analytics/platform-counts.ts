import { and, count, countDistinct, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, loginLogs, ojSubmissions, schools, staff, students, works } from '../../db/schema';

/** Days are counted in China time: a sign-in at 23:30 in Beijing belongs to that day, not the next. */
// A constant inlined as a literal: GROUP BY must see the very expression of the SELECT, and bound
// parameters would make each occurrence a different one.
const zone = sql.raw(`'Asia/Shanghai'`);

const single = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** The platform's totals, read from the tables at call time. */
export async function platformTotals(db: Db) {
  const [schoolRow] = await db
    .select({
      schools: count(),
      runningSchools: sql<number>`count(*) filter (where ${schools.state} = 1)`.mapWith(Number),
      trialSchools: sql<number>`count(*) filter (where ${schools.trial})`.mapWith(Number),
    })
    .from(schools);
  return {
    ...schoolRow,
    campuses: await single(db.select({ n: count() }).from(campuses)),
    staff: await single(db.select({ n: count() }).from(staff).where(eq(staff.state, 1))),
    students: await single(db.select({ n: count() }).from(students).where(isNull(students.deletedAt))),
    // An account is its kind and name: a student and a teacher may share a user name.
    activeToday: await single(
      db
        .select({ n: countDistinct(sql`(${loginLogs.kind}, ${loginLogs.userName})`) })
        .from(loginLogs)
        .where(and(eq(loginLogs.success, true), gte(loginLogs.createdAt, sql`((now() at time zone ${zone})::date)::timestamp at time zone ${zone}`))),
    ),
    submissions: await single(db.select({ n: count() }).from(ojSubmissions)),
    works: await single(db.select({ n: count() }).from(works)),
  };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Sign-ins per day of [from, to] (China dates), every day present even without sign-ins. */
export async function signInsPerDay(db: Db, from: string, to: string) {
  const day = sql<string>`to_char(${loginLogs.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      staff: sql<number>`count(*) filter (where ${loginLogs.success} and ${loginLogs.kind} = 'staff')`.mapWith(Number),
      student: sql<number>`count(*) filter (where ${loginLogs.success} and ${loginLogs.kind} = 'student')`.mapWith(Number),
      admin: sql<number>`count(*) filter (where ${loginLogs.success} and ${loginLogs.kind} = 'admin')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where not ${loginLogs.success})`.mapWith(Number),
    })
    .from(loginLogs)
    .where(and(gte(loginLogs.createdAt, sql`(${from}::date)::timestamp at time zone ${zone}`), lt(loginLogs.createdAt, sql`(${addDays(to, 1)}::date)::timestamp at time zone ${zone}`)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const days = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push({ date: d, staff: 0, student: 0, admin: 0, failed: 0, ...byDay.get(d) });
  return days;
}
