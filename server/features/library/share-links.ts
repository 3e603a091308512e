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

const linkColumns = { id: shareLinks.id, targetKind: shareLinks.targetKind, targetId: shareLinks.targetId, createdAt: shareLinks.createdAt, expiresAt: shareLinks.expiresAt, revokedAt: shareLinks.revokedAt };

/** Checks the target is the school's own before anything is shared or listed. */
async function requireTarget(db: Db, schoolId: number, target: ShareTarget): Promise<void> {
  if (target.targetKind === 'album') await requireAlbum(db, schoolId, target.targetId);
}

/**
 * A new link to one target of the school, living `days` days: the token (256 random bits) is
 * answered once and only its hash is kept, so the table opens nothing by itself.
 */
export async function createShareLink(db: Db, schoolId: number, staffId: number, target: ShareTarget, days: number, now = new Date()) {
  await requireTarget(db, schoolId, target);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const [link] = await db.insert(shareLinks).values({ tokenHash: hashToken(token), schoolId, targetKind: target.targetKind, targetId: target.targetId, createdBy: staffId, expiresAt }).returning(linkColumns);
  return { link, token };
}

export async function listShareLinks(db: Db, schoolId: number, target: ShareTarget) {
  await requireTarget(db, schoolId, target);
  return db
    .select(linkColumns)
    .from(shareLinks)
    .where(and(eq(shareLinks.schoolId, schoolId), eq(shareLinks.targetKind, target.targetKind), eq(shareLinks.targetId, target.targetId)))
    .orderBy(desc(shareLinks.id));
}

/** Ends a link of the school at once; revoking twice, or another school's link, finds nothing. */
export async function revokeShareLink(db: Db, schoolId: number, id: number) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.schoolId, schoolId), isNull(shareLinks.revokedAt)))
    .returning(linkColumns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  return row;
}

/**
 * What a token opens, for anyone holding it: exactly its one target, read in the school that
 * made it, while the link lives. Unknown, revoked and expired tokens are told apart, since
 * the holder of a real token should know to ask for a new one; a guess learns nothing.
 */
export async function openShareLink(db: Db, token: string, now = new Date()) {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, hashToken(token))).limit(1);
  if (!link) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  if (link.revokedAt) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareRevoked);
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareExpired);
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
