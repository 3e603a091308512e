import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaToday } from '../../db/china-today';
import { campuses, schools, starGrants, starRules, students, typingLevelAwards } from '../../db/schema';
import { moveBalance } from '../star-coin/student-balance';

/**
 * Star coins for typing levels completed for the first time, by the campus star rules: the
 * rule's coins per level, only where the school and the student's campus hold the points
 * switches, never beyond the rule's daily limit counted over every grant of the China day.
 * A level is marked paid even when the limit left nothing, so replaying it does not pay later.
 */
export async function awardLevelCoins(db: Db, schoolId: number, studentId: number, levelIds: string[]): Promise<number> {
  if (levelIds.length === 0) return 0;
  const inserted = await db
    .insert(typingLevelAwards)
    .values(levelIds.map((levelId) => ({ studentId, levelId, coins: 0 })))
    .onConflictDoNothing()
    .returning({ levelId: typingLevelAwards.levelId });
  if (inserted.length === 0) return 0;
  const [rule] = await db
    .select({ perLevel: starRules.typingCoins, dailyLimit: starRules.dailyLimit, campusId: campuses.id })
    .from(students)
    .innerJoin(campuses, and(eq(campuses.id, students.campusId), eq(campuses.pointsAuth, true)))
    .innerJoin(schools, and(eq(schools.id, students.schoolId), eq(schools.pointAuth, true)))
    .innerJoin(starRules, eq(starRules.campusId, campuses.id))
    .where(eq(students.id, studentId))
    .limit(1);
  if (!rule || rule.perLevel === 0) return 0;
  const [today] = await db
    .select({ total: sql<number>`coalesce(sum(${starGrants.amount}), 0)::int` })
    .from(starGrants)
    .where(and(eq(starGrants.studentId, studentId), gt(starGrants.amount, 0), sql`(${starGrants.createdAt} at time zone 'Asia/Shanghai')::date = ${chinaToday}`));
  const coins = Math.min(rule.perLevel * inserted.length, Math.max(0, rule.dailyLimit - Number(today.total)));
  if (coins <= 0) return 0;
  await db.insert(starGrants).values({ schoolId, campusId: rule.campusId, studentId, amount: coins, reason: `打字星球闯关 ${inserted.length} 关` });
  await moveBalance(db, schoolId, studentId, coins);
  await db
    .update(typingLevelAwards)
    .set({ coins: Math.floor(coins / inserted.length) })
    .where(and(eq(typingLevelAwards.studentId, studentId), inArray(typingLevelAwards.levelId, inserted.map((row) => row.levelId))));
  return coins;
}
