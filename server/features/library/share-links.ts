import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { LibraryFileType } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { libraryFiles, schools, shareLinks } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { hashToken, newToken } from '../../lib/tokens';
import { requireAlbum } from './library-files';

export type ShareTarget = { targetKind: 'album'; targetId: number };

export const linkColumns = { id: shareLinks.id, targetKind: shareLinks.targetKind, targetId: shareLinks.targetId, createdAt: shareLinks.createdAt, expiresAt: shareLinks.expiresAt, revokedAt: shareLinks.revokedAt };

/** Checks the target is the school's own before anything is shared or listed. */
async function requireTarget(db: Db, schoolId: number, target: ShareTarget): Promise<void> {
  if (target.targetKind === 'album') await requireAlbum(db, schoolId, target.targetId);
}

export type ShareKind = (typeof shareLinks.$inferSelect)['targetKind'];

/**
 * Issues a link to one target, living `days` days: the token (256 random bits) is answered once
 * and only its hash is kept, so the table opens nothing by itself. The caller has checked that
 * the creator may share the target; every kind of share (albums, works) goes through here.
 */
export async function issueShareLink(db: Db, input: { schoolId: number; createdBy: number; creatorKind: 'staff' | 'student'; targetKind: ShareKind; targetId: number; days: number }, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + input.days * 86_400_000);
  const [link] = await db.insert(shareLinks).values({ ...input, tokenHash: hashToken(token), expiresAt }).returning(linkColumns);
  return { link, token };
}

/** A new link to one album of the school. */
export async function createShareLink(db: Db, schoolId: number, staffId: number, target: ShareTarget, days: number, now = new Date()) {
  await requireTarget(db, schoolId, target);
  return issueShareLink(db, { schoolId, createdBy: staffId, creatorKind: 'staff', ...target, days }, now);
}

/**
 * The live link a token names, of the kind the page opens. Unknown, revoked and expired tokens
 * are told apart, since the holder of a real token should know to ask for a new one; a guess
 * learns nothing. A token of another kind is unknown here.
 */
export async function liveShareLink(db: Db, token: string, targetKind: ShareKind, now = new Date()) {
  const [link] = await db.select().from(shareLinks).where(and(eq(shareLinks.tokenHash, hashToken(token)), eq(shareLinks.targetKind, targetKind))).limit(1);
  if (!link) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  if (link.revokedAt) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareRevoked);
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareExpired);
  return link;
}

export async function listShareLinks(db: Db, schoolId: number, target: ShareTarget) {
  await requireTarget(db, schoolId, target);
  return db
    .select(linkColumns)
    .from(shareLinks)
    .where(and(eq(shareLinks.schoolId, schoolId), eq(shareLinks.targetKind, target.targetKind), eq(shareLinks.targetId, target.targetId)))
    .orderBy(desc(shareLinks.id));
}

/**
 * Ends a link of the school at once; revoking twice, or another school's link, finds nothing.
 * Staff revoke album links; a student's work links are revoked by that student (`creator`).
 */
export async function revokeShareLink(db: Db, schoolId: number, id: number, targetKind: ShareKind = 'album', creator?: { kind: 'staff' | 'student'; id: number }) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(shareLinks.id, id),
        eq(shareLinks.schoolId, schoolId),
        eq(shareLinks.targetKind, targetKind),
        creator ? and(eq(shareLinks.creatorKind, creator.kind), eq(shareLinks.createdBy, creator.id)) : undefined,
        isNull(shareLinks.revokedAt),
      ),
    )
    .returning(linkColumns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  return row;
}

/** What a token opens, for anyone holding it: exactly its one album, read in the school that made it, while the link lives. */
export async function openShareLink(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, 'album', now);
  const album = await requireAlbum(db, link.schoolId, link.targetId).catch(() => {
    throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  });
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, link.schoolId));
  const files = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, url: libraryFiles.url, fileType: libraryFiles.fileType, sizeBytes: libraryFiles.sizeBytes })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.schoolId, link.schoolId), eq(libraryFiles.albumId, album.id)))
    .orderBy(asc(libraryFiles.id));
  return { kind: 'album' as const, schoolName: school?.name ?? '', name: album.name, description: album.description, expiresAt: link.expiresAt, files: files as { id: number; name: string; url: string; fileType: LibraryFileType; sizeBytes: number }[] };
}
