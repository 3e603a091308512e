import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, uploadGrants } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import type { KeyOwner } from './object-key';

/** Long enough to send a large video on a slow line, short enough that a leaked grant soon dies. */
export const grantMinutes = 15;

/** What the server hands out: the secret token, the one key it opens, the most bytes it lets through. */
export interface IssuedGrant {
  token: string;
  key: string;
  maxBytes: number;
  expiresAt: Date;
}

export type GrantRow = typeof uploadGrants.$inferSelect;

/** Records a grant for one key, one upload, of the session that asked; only the token's hash is kept. */
export async function issueUploadGrant(db: Db, sessionId: number, owner: KeyOwner, key: string, maxBytes: number, now = new Date()): Promise<IssuedGrant> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + grantMinutes * 60_000);
  await db.insert(uploadGrants).values({ tokenHash: hashToken(token), sessionId, kind: owner.kind, accountId: owner.accountId, schoolId: owner.schoolId, objectKey: key, maxBytes, expiresAt });
  return { token, key, maxBytes, expiresAt };
}

/**
 * Spends the grant on its own key, in one statement so that of any number of uploads sent at once,
 * in any number of server processes, exactly one gets it. Null when the token is unknown, spent,
 * expired, for another key, or its session has ended (signed out, expired or revoked).
 */
export async function claimUploadGrant(db: Db, token: string, key: string): Promise<GrantRow | null> {
  const [row] = await db
    .update(uploadGrants)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(uploadGrants.tokenHash, hashToken(token)),
        eq(uploadGrants.objectKey, key),
        isNull(uploadGrants.usedAt),
        gt(uploadGrants.expiresAt, sql`now()`),
        sql`exists (select 1 from ${sessions} where ${sessions.id} = ${uploadGrants.sessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Notes what the upload stored, so each school's files can be listed and its quota recounted. */
export async function recordStored(db: Db, grantId: number, bytes: number): Promise<void> {
  await db.update(uploadGrants).set({ storedBytes: bytes }).where(eq(uploadGrants.id, grantId));
}
