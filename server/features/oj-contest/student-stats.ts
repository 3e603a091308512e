import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, ojSubmissions, schools, students } from '../../db/schema';
import { studentLiveClass } from './school-classes';

const solved = sql<number>`(count(distinct ${ojSubmissions.problemId}) filter (where ${ojSubmissions.verdict} = 'AC'))::int`;
const submissions = sql<number>`count(${ojSubmissions.id})::int`;

/** Who a student is in the OJ's lists (ranking, team members, contest entrants): name, class and school (join both). */
export const studentIdentityColumns = {
  studentId: students.id,
  realName: students.realName,
  userName: students.userName,
  className: classes.name,
  schoolName: schools.name,
};

/**
 * Students matching `where` with the problems they have had accepted and their submission
 * count, best first; `rank` gives equal solved counts the same place. One query for the
 * ranking, team members and the back office's student list.
 */
export async function studentStats(db: Db, where: SQL | undefined, page?: { page: number; pageSize: number }) {
  const query = db
    .select({
      ...studentIdentityColumns,
      solved,
      submissions,
      rank: sql<number>`(rank() over (order by ${solved} desc))::int`,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, studentLiveClass)
    // Practice submissions only, as in the problem bank; contests rank on their own boards.
    .leftJoin(ojSubmissions, and(eq(ojSubmissions.submitterKind, 'student'), eq(ojSubmissions.submitterId, students.id), isNull(ojSubmissions.contestId)))
    .where(and(sql`${students.deletedAt} is null`, where))
    .groupBy(students.id, classes.name, schools.name)
    .orderBy(desc(solved), asc(submissions), asc(students.id));
  const items = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  const [{ total }] = await db.select({ total: count() }).from(students).where(and(sql`${students.deletedAt} is null`, where));
  return { total, items };
}
