import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { shareLinks } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * The share-link mechanism every shared page uses (资源库 albums, contest rankings …): a link
 * opens exactly one target, to anyone holding its token, until it expires or is revoked. Each
 * feature checks its own targets and says what its link opens; this module only keeps tokens.
 */
export type ShareKind = (typeof shareLinks.$inferSelect)['targetKind'];
export type ShareLinkRow = typeof shareLinks.$inferSelect;

export interface ShareLinkTarget<K extends ShareKind = ShareKind> {
  targetKind: K;
  targetId: number;
  /** The second id of a target named by two (a student's card in a contest). */
  subjectId?: number | null;
}

/** What a holder is told about a token that opens nothing, in the feature's own words. */
export interface ShareMessages {
  invalid: string;
  expired: string;
  revoked: string;
}

export const linkColumns = {
  id: shareLinks.id,
  targetKind: shareLinks.targetKind,
  targetId: shareLinks.targetId,
  createdAt: shareLinks.createdAt,
  expiresAt: shareLinks.expiresAt,
  revokedAt: shareLinks.revokedAt,
};

const sameTarget = (target: ShareLinkTarget): SQL =>
  and(eq(shareLinks.targetKind, target.targetKind), eq(shareLinks.targetId, target.targetId), target.subjectId ? eq(shareLinks.subjectId, target.subjectId) : undefined)!;

/**
 * A new link living `days` days: the token (256 random bits) is answered once and only its hash
 * is kept, so the table opens nothing by itself.
 */
export async function issueShareLink(
  db: Db,
  owner: { schoolId: number; createdBy: number; createdByKind?: 'staff' | 'student' },
  target: ShareLinkTarget,
  days: number,
  now = new Date(),
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const [link] = await db
    .insert(shareLinks)
    .values({ tokenHash: hashToken(token), schoolId: owner.schoolId, targetKind: target.targetKind, targetId: target.targetId, subjectId: target.subjectId ?? null, createdBy: owner.createdBy, createdByKind: owner.createdByKind ?? 'staff', expiresAt })
    .returning(linkColumns);
  return { link, token };
}

/** The school's links to one target, newest first. */
export function shareLinksOf(db: Db, schoolId: number, target: ShareLinkTarget) {
  return db.select(linkColumns).from(shareLinks).where(and(eq(shareLinks.schoolId, schoolId), sameTarget(target))).orderBy(desc(shareLinks.id));
}

/** Ends a link of the school, of one of `kinds`, at once; revoking twice, or another school's link, finds nothing. */
export async function endShareLink(db: Db, schoolId: number, id: number, kinds: ShareKind[], messages: ShareMessages) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.schoolId, schoolId), inArray(shareLinks.targetKind, kinds), isNull(shareLinks.revokedAt)))
    .returning(linkColumns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, messages.invalid);
  return row;
}

/**
 * The live link behind a token, of one of `kinds`. Unknown, revoked and expired tokens are told
 * apart, since the holder of a real token should know to ask for a new one; a guess learns
 * nothing (a token of another kind is as unknown as a made-up one).
 */
export async function liveShareLink(db: Db, token: string, kinds: ShareKind[], messages: ShareMessages, now = new Date()): Promise<ShareLinkRow> {
  const [link] = await db.select().from(shareLinks).where(and(eq(shareLinks.tokenHash, hashToken(token)), inArray(shareLinks.targetKind, kinds))).limit(1);
  if (!link) throw new ApiFailure(ErrorCodes.NotFound, messages.invalid);
  if (link.revokedAt) throw new ApiFailure(ErrorCodes.ActionFailure, messages.revoked);
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, messages.expired);
  return link;
}
