import { and, asc, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { LibraryFileType } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { libraryFiles, schools } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { endShareLink, issueShareLink, liveShareLink, shareLinksOf, type ShareKind } from '../share-links/share-link-store';
import { requireAlbum } from './library-files';

export type ShareTarget = { targetKind: 'album'; targetId: number };

const albumKinds: ShareKind[] = ['album'];
const shareMessages = { invalid: libraryMessages.shareInvalid, expired: libraryMessages.shareExpired, revoked: libraryMessages.shareRevoked };
/** Library links are album links, whatever else the shared table holds. */
const asAlbumLink = <T extends { targetKind: ShareKind }>(row: T) => ({ ...row, targetKind: 'album' as const });

/** Checks the target is the school's own before anything is shared or listed. */
async function requireTarget(db: Db, schoolId: number, target: ShareTarget): Promise<void> {
  if (target.targetKind === 'album') await requireAlbum(db, schoolId, target.targetId);
}

/** A new link to one album of the school, living `days` days (the token is answered once). */
export async function createShareLink(db: Db, schoolId: number, staffId: number, target: ShareTarget, days: number, now = new Date()) {
  await requireTarget(db, schoolId, target);
  const { link, token } = await issueShareLink(db, { schoolId, createdBy: staffId }, target, days, now);
  return { link: asAlbumLink(link), token };
}

export async function listShareLinks(db: Db, schoolId: number, target: ShareTarget) {
  await requireTarget(db, schoolId, target);
  return (await shareLinksOf(db, schoolId, target)).map(asAlbumLink);
}

/** Ends an album link of the school at once; revoking twice, or another school's link, finds nothing. */
export async function revokeShareLink(db: Db, schoolId: number, id: number) {
  return asAlbumLink(await endShareLink(db, schoolId, id, albumKinds, shareMessages));
}

/**
 * What a token opens, for anyone holding it: exactly its one album, read in the school that
 * made it, while the link lives (share-link-store tells unknown, revoked and expired apart).
 */
export async function openShareLink(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, albumKinds, shareMessages, now);
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
