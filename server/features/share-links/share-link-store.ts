import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { shareLinks } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * The share-link mechanism every shared page uses (资源库 albums, a student's work, learning
 * reports, home–school pages, contest rankings …): a link opens exactly one target, to anyone holding its token,
 * until it expires or is revoked. Each feature checks its own targets and says what its link
 * opens; this module only keeps tokens.
 */
export type ShareKind = (typeof shareLinks.$inferSelect)['targetKind'];
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareCreatorKind = (typeof shareLinks.$inferSelect)['creatorKind'];

export interface ShareLinkTarget<K extends ShareKind = ShareKind> {
  targetKind: K;
  targetId: number;
  /** The second id of a target named by two (a student's card in a contest: the student). */
  subjectId?: number | null;
}

/** Who made a link: staff share albums and reports, a student shares their own works. */
export interface ShareCreator {
  kind: ShareCreatorKind;
  id: number;
}

/** What a holder is told about a token that opens nothing, in the feature's own words. */
export interface ShareMessages {
  invalid: string;
  expired: string;
  revoked: string;
}

const defaultMessages: ShareMessages = { invalid: libraryMessages.shareInvalid, expired: libraryMessages.shareExpired, revoked: libraryMessages.shareRevoked };

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
const madeBy = (creator: ShareCreator | undefined): SQL | undefined => (creator ? and(eq(shareLinks.creatorKind, creator.kind), eq(shareLinks.createdBy, creator.id)) : undefined);

/**
 * A new link living `days` days: the token (256 random bits) is answered once and only its hash
 * is kept, so the table opens nothing by itself. The caller has checked the creator may share the target.
 */
export async function issueShareLink(db: Db, owner: { schoolId: number; creator: ShareCreator }, target: ShareLinkTarget, days: number, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const [link] = await db
    .insert(shareLinks)
    .values({ tokenHash: hashToken(token), schoolId: owner.schoolId, targetKind: target.targetKind, targetId: target.targetId, subjectId: target.subjectId ?? null, createdBy: owner.creator.id, creatorKind: owner.creator.kind, expiresAt })
    .returning(linkColumns);
  return { link, token };
}

/** The school's links to one target (only one creator's when given), newest first. */
export function shareLinksOf(db: Db, schoolId: number, target: ShareLinkTarget, creator?: ShareCreator) {
  return db
    .select(linkColumns)
    .from(shareLinks)
    .where(and(eq(shareLinks.schoolId, schoolId), sameTarget(target), madeBy(creator)))
    .orderBy(desc(shareLinks.id));
}

/** The kind of a link of the school (which permission may revoke it), or null when there is none. */
export async function shareLinkKind(db: Db, schoolId: number, id: number): Promise<ShareKind | null> {
  const [row] = await db.select({ kind: shareLinks.targetKind }).from(shareLinks).where(and(eq(shareLinks.id, id), eq(shareLinks.schoolId, schoolId))).limit(1);
  return row?.kind ?? null;
}

/**
 * Ends a link of the school, of one of `kinds` (and of one creator when given), at once; revoking
 * twice, another school's link or another student's finds nothing.
 */
export async function endShareLink(db: Db, schoolId: number, id: number, kinds: readonly ShareKind[], creator?: ShareCreator, messages = defaultMessages) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.schoolId, schoolId), inArray(shareLinks.targetKind, [...kinds]), madeBy(creator), isNull(shareLinks.revokedAt)))
    .returning(linkColumns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, messages.invalid);
  return row;
}

/** The link itself while it lives; refused with the reason once revoked or expired. */
export function stillLive(link: ShareLinkRow, now = new Date(), messages = defaultMessages): ShareLinkRow {
  if (link.revokedAt) throw new ApiFailure(ErrorCodes.ActionFailure, messages.revoked);
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, messages.expired);
  return link;
}

/**
 * The live link behind a token, of one of `kinds`. Unknown, revoked and expired tokens are told
 * apart, since the holder of a real token should know to ask for a new one; a guess learns
 * nothing (a token of another kind is as unknown as a made-up one).
 */
export async function liveShareLink(db: Db, token: string, kinds: readonly ShareKind[], now = new Date(), messages = defaultMessages): Promise<ShareLinkRow> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.tokenHash, hashToken(token)), inArray(shareLinks.targetKind, [...kinds])))
    .limit(1);
  if (!link) throw new ApiFailure(ErrorCodes.NotFound, messages.invalid);
  return stillLive(link, now, messages);
}
