import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaToday } from '../../db/china-today';
import { campuses, schools, starGrants, starRules, students } from '../../db/schema';

export type RuleColumn = 'typingCoins' | 'examCoins' | 'ojProblemCoins' | 'workCoins' | 'signCoins';

export interface RuleCoins {
  perUnit: number;
  campusId: number;
  /** What is left of the rule's daily limit over every grant of the China day. */
  room: number;
}

/**
 * What the campus star rule pays each of some students for one unit of an activity (a typing
 * level, an exam, a sign-in …): the rule's coins, only where the school and the student's campus
 * hold the points switches, and how much of the rule's daily limit is left over every grant of
 * the China day. Students who can be paid nothing are absent. A null column (a teacher's own
 * award) asks only for the rule row and its daily limit. One statement whatever the number: the
 * day's total is a subquery per paying student (the caller locked the students before, so it
 * reads every grant committed before this statement).
 */
export async function ruleCoinsForMany(db: Db, studentIds: number[], column: RuleColumn | null): Promise<Map<number, RuleCoins>> {
  const out = new Map<number, RuleCoins>();
  if (studentIds.length === 0) return out;
  const perUnit = column ? starRules[column] : sql<number>`1::int`;
  const rules = await db
    .select({
      studentId: students.id,
      perUnit,
      dailyLimit: starRules.dailyLimit,
      campusId: campuses.id,
      // Only where the rule pays: a rule of 0 coins reads no grants.
      today: sql<number>`case when ${perUnit} <> 0 then (select coalesce(sum(${starGrants.amount}), 0)::int from ${starGrants}
        where ${starGrants.studentId} = ${students.id} and ${starGrants.amount} > 0 and (${starGrants.createdAt} at time zone 'Asia/Shanghai')::date = ${chinaToday}) else 0 end`,
    })
    .from(students)
    .innerJoin(campuses, and(eq(campuses.id, students.campusId), eq(campuses.pointsAuth, true)))
    .innerJoin(schools, and(eq(schools.id, students.schoolId), eq(schools.pointAuth, true)))
    .innerJoin(starRules, eq(starRules.campusId, campuses.id))
    .where(inArray(students.id, studentIds));
  for (const r of rules) {
    if (r.perUnit !== 0) out.set(r.studentId, { perUnit: r.perUnit, campusId: r.campusId, room: Math.max(0, r.dailyLimit - Number(r.today)) });
  }
  return out;
}

/** The same for one student; null when nothing can be paid. */
export async function ruleCoinsFor(db: Db, studentId: number, column: RuleColumn | null): Promise<RuleCoins | null> {
  return (await ruleCoinsForMany(db, [studentId], column)).get(studentId) ?? null;
}
