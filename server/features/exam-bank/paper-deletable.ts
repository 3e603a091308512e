import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';

/**
 * Whether a school's paper may be deleted: null when it may, else the Chinese reason shown to
 * the teacher. A paper an exam or practice uses stays (its results are read against it).
 */
export async function paperDeletable(db: Db, paperId: number): Promise<string | null> {
  const [{ used }] = await db.select({ used: count() }).from(exams).where(eq(exams.paperId, paperId));
  return used ? `该试卷已被 ${used} 场考试或练习使用，不能删除` : null;
}
