import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaToday } from '../../db/china-today';
import { campuses, schools, starGrants, starRules, students } from '../../db/schema';

export type RuleColumn = 'typingCoins' | 'examCoins' | 'ojProblemCoins' | 'workCoins' | 'signCoins';

/**
 * What the campus star rule pays a student for one unit of an activity (a typing level, an
 * exam …): the rule's coins, only where the school and the student's campus hold the points
 * switches, and how much of the rule's daily limit is left over every grant of the China day.
 * Null when nothing can be paid. A null column (a teacher's own award) asks only for the rule row
 * and its daily limit.
 */
export async function ruleCoinsFor(db: Db, studentId: number, column: RuleColumn | null): Promise<{ perUnit: number; campusId: number; room: number } | null> {
  const [rule] = await db
    .select({ perUnit: column ? starRules[column] : sql<number>`1::int`, dailyLimit: starRules.dailyLimit, campusId: campuses.id })
    .from(students)
    .innerJoin(campuses, and(eq(campuses.id, students.campusId), eq(campuses.pointsAuth, true)))
    .innerJoin(schools, and(eq(schools.id, students.schoolId), eq(schools.pointAuth, true)))
    .innerJoin(starRules, eq(starRules.campusId, campuses.id))
    .where(eq(students.id, studentId))
    .limit(1);
  if (!rule || rule.perUnit === 0) return null;
  const [today] = await db
    .select({ total: sql<number>`coalesce(sum(${starGrants.amount}), 0)::int` })
    .from(starGrants)
    .where(and(eq(starGrants.studentId, studentId), gt(starGrants.amount, 0), sql`(${starGrants.createdAt} at time zone 'Asia/Shanghai')::date = ${chinaToday}`));
  return { perUnit: rule.perUnit, campusId: rule.campusId, room: Math.max(0, rule.dailyLimit - Number(today.total)) };
}
