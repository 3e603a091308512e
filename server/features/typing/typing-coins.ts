import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typingLevelAwards } from '../../db/schema';
import { awardCoins } from '../star-coin/award-coins';

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
  const levels = inserted.map((row) => row.levelId).sort();
  const { coins } = await awardCoins(db, { schoolId, studentId, source: 'typing', key: `${studentId}:${levels.join(',')}`, reason: `打字星球闯关 ${inserted.length} 关`, rule: 'typingCoins', units: inserted.length });
  if (coins <= 0) return 0;
  await db
    .update(typingLevelAwards)
    .set({ coins: Math.floor(coins / inserted.length) })
    .where(and(eq(typingLevelAwards.studentId, studentId), inArray(typingLevelAwards.levelId, levels)));
  return coins;
}
