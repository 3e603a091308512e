import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { LibraryFileType } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { libraryFiles, schools, shareLinks, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { hashToken, newToken } from '../../lib/tokens';
import { requireAlbum } from './library-files';
import { shareFileUrl } from './share-file-url';

/** What a link opens: an album of the library, or one student's learning report or home–school page. */
export type ShareKind = 'album' | 'learningReport' | 'homeSchool';
export type ShareTarget = { targetKind: ShareKind; targetId: number };
export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The student a report link names, of this school and not deleted. */
async function requireStudent(db: Db, schoolId: number, studentId: number) {
  const [student] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.schoolId, schoolId), isNull(students.deletedAt))).limit(1);
  if (!student) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.studentMissing);
}

const linkColumns = { id: shareLinks.id, targetKind: shareLinks.targetKind, targetId: shareLinks.targetId, createdAt: shareLinks.createdAt, expiresAt: shareLinks.expiresAt, revokedAt: shareLinks.revokedAt };

/** Checks the target is the school's own before anything is shared or listed. */
async function requireTarget(db: Db, schoolId: number, target: ShareTarget): Promise<void> {
  if (target.targetKind === 'album') await requireAlbum(db, schoolId, target.targetId);
  else await requireStudent(db, schoolId, target.targetId);
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

/** The kind of a live link of the school (which permission may revoke it), or null when there is none. */
export async function shareLinkKind(db: Db, schoolId: number, id: number): Promise<ShareKind | null> {
  const [row] = await db.select({ kind: shareLinks.targetKind }).from(shareLinks).where(and(eq(shareLinks.id, id), eq(shareLinks.schoolId, schoolId))).limit(1);
  return row?.kind ?? null;
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
 * The live link a token names, of one of `kinds`, for anyone holding it. Unknown, revoked and
 * expired tokens are told apart, since the holder of a real token should know to ask for a new
 * one; a guess learns nothing. A token of another kind reads as invalid.
 */
export async function resolveShareLink(db: Db, token: string, kinds: readonly ShareKind[], now = new Date()): Promise<ShareLinkRow> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, hashToken(token))).limit(1);
  if (!link || !kinds.includes(link.targetKind)) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  return liveLink(link, now);
}

/** The link itself while it lives; refused with the reason once revoked or expired. */
export function liveLink(link: ShareLinkRow, now = new Date()): ShareLinkRow {
  if (link.revokedAt) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareRevoked);
  if (link.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, libraryMessages.shareExpired);
  return link;
}

/**
 * What an album token opens: exactly that album, read in the school that made the link. Its files
 * are answered as short-lived addresses signed for this link (share-file-url.ts), never as their
 * storage addresses, so revoking the link also cuts off every file address it handed out.
 */
export async function openShareLink(db: Db, token: string, now = new Date()) {
  const link = await resolveShareLink(db, token, ['album'], now);
  const album = await requireAlbum(db, link.schoolId, link.targetId).catch(() => {
    throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);
  });
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, link.schoolId));
  const files = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, fileType: libraryFiles.fileType, sizeBytes: libraryFiles.sizeBytes })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.schoolId, link.schoolId), eq(libraryFiles.albumId, album.id)))
    .orderBy(asc(libraryFiles.id));
  return {
    kind: 'album' as const,
    schoolName: school?.name ?? '',
    name: album.name,
    description: album.description,
    expiresAt: link.expiresAt,
    files: files.map((f) => ({ ...f, fileType: f.fileType as LibraryFileType, url: shareFileUrl(link.tokenHash, link.id, f.id, f.name, now) })),
  };
}

/**
 * The object one signed file address reads, after checking the link again (revoked, expired or
 * gone: refused) and that the file is still in the link's album. Null: nothing to read.
 */
export async function sharedFileKey(db: Db, linkId: number, fileId: number, verify: (tokenHash: string) => boolean, now = new Date()): Promise<string | null> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, linkId)).limit(1);
  if (!link || link.targetKind !== 'album' || !verify(link.tokenHash)) return null;
  liveLink(link, now);
  const [file] = await db
    .select({ key: libraryFiles.objectKey })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.id, fileId), eq(libraryFiles.schoolId, link.schoolId), eq(libraryFiles.albumId, link.targetId)))
    .limit(1);
  return file?.key ?? null;
}
