import type { Db } from '../../db/client';

/**
 * Whether a school's paper may be deleted: null when it may, else the Chinese reason shown to
 * the teacher. A paper an exam or practice uses must stay (its sheets point at its questions):
 * the exams module adds that check here when its tables land (issue 17, exams and practices).
 */
export async function paperDeletable(_db: Db, _paperId: number): Promise<string | null> {
  return null;
}
