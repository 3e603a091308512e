import { and, eq, lte, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { readableSize, uploadMessages } from '../../../shared/account-safety/upload-rules';
import type { Db } from '../../db/client';
import { schoolStorage } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

const mib = 1024 * 1024;
/** What a school may keep when SCHOOL_STORAGE_QUOTA_MB says nothing: 2 GiB. */
export const defaultQuotaMb = 2048;

/** SCHOOL_STORAGE_QUOTA_MB (a whole number of MiB), else the default; the same for every school. */
export function storageQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SCHOOL_STORAGE_QUOTA_MB);
  return (Number.isInteger(configured) && configured > 0 ? configured : defaultQuotaMb) * mib;
}

export async function usedBytes(db: Db, schoolId: number): Promise<number> {
  const [row] = await db.select({ used: schoolStorage.usedBytes }).from(schoolStorage).where(eq(schoolStorage.schoolId, schoolId));
  return row?.used ?? 0;
}

const quotaRefusal = (quota: number) => new ApiFailure(ErrorCodes.ActionFailure, uploadMessages.quotaExceeded(readableSize(quota)));

/**
 * Counts `bytes` against the school's quota in one statement, so uploads finishing together in
 * several server processes can never pass it between them. Throws the quota message when full.
 */
export async function reserveStorage(db: Db, schoolId: number, bytes: number, quota: number): Promise<void> {
  await db.insert(schoolStorage).values({ schoolId, usedBytes: 0 }).onConflictDoNothing();
  const [row] = await db
    .update(schoolStorage)
    .set({ usedBytes: sql`${schoolStorage.usedBytes} + ${bytes}` })
    .where(and(eq(schoolStorage.schoolId, schoolId), lte(sql`${schoolStorage.usedBytes} + ${bytes}`, quota)))
    .returning({ used: schoolStorage.usedBytes });
  if (!row) throw quotaRefusal(quota);
}

/** Gives back what reserveStorage counted for a file that was not kept after all. */
export async function releaseStorage(db: Db, schoolId: number, bytes: number): Promise<void> {
  await db
    .update(schoolStorage)
    .set({ usedBytes: sql`greatest(${schoolStorage.usedBytes} - ${bytes}, 0)` })
    .where(eq(schoolStorage.schoolId, schoolId));
}

/** Refuses early, when the grant is asked for, a file that could not fit any more. */
export async function checkRoomFor(db: Db, schoolId: number, bytes: number, quota: number): Promise<void> {
  if ((await usedBytes(db, schoolId)) + bytes > quota) throw quotaRefusal(quota);
}
