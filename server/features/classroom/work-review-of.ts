import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, workReviews } from '../../db/schema';

/** A work's review with the reviewer's name, or null before any. */
export async function reviewOf(db: Db, workId: number) {
  const [row] = await db
    .select({ score: workReviews.score, comment: workReviews.comment, reviewerName: staff.realName, reviewedAt: workReviews.reviewedAt })
    .from(workReviews)
    .leftJoin(staff, eq(staff.id, workReviews.staffId))
    .where(eq(workReviews.workId, workId))
    .limit(1);
  return row ?? null;
}
