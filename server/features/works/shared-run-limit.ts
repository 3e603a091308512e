import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { sharedWorkRuns } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * Runs of shared C++ works allowed in a minute: per visitor address, enough to try a program on a
 * few inputs; per share link, enough for a class looking at one classmate's program together.
 */
export const sharedRunLimits = { perAddressPerMinute: 10, perLinkPerMinute: 30 };
export const sharedRunMessages = {
  address: '运行太频繁了，请过一会儿再试',
  link: '这个作品刚刚被运行了很多次，请过一会儿再试',
};

async function runsSince(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db.select({ n: count() }).from(sharedWorkRuns).where(and(where, gt(sharedWorkRuns.createdAt, sql`now() - interval '1 minute'`)));
  return Number(row.n);
}

/**
 * Takes one run of a shared work for this address and link, or refuses. The run is written first
 * and counted after (every server process counts the same rows), so a burst of requests cannot all
 * pass the check before any is counted; a refused attempt counts too, so a script hammering the
 * link stays refused until it slows down.
 */
export async function takeSharedRun(db: Db, linkId: number, ip: string): Promise<void> {
  await db.delete(sharedWorkRuns).where(lt(sharedWorkRuns.createdAt, sql`now() - interval '1 hour'`));
  await db.insert(sharedWorkRuns).values({ linkId, ip });
  if ((await runsSince(db, eq(sharedWorkRuns.ip, ip))) > sharedRunLimits.perAddressPerMinute) throw new ApiFailure(ErrorCodes.ActionFailure, sharedRunMessages.address);
  if ((await runsSince(db, eq(sharedWorkRuns.linkId, linkId))) > sharedRunLimits.perLinkPerMinute) throw new ApiFailure(ErrorCodes.ActionFailure, sharedRunMessages.link);
}
