import { and, asc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { LibraryFileType } from '../../../shared/library/library-rules';
import type { Db } from '../../db/client';
import { libraryFiles, schools, shareLinks, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { endShareLink, issueShareLink, liveShareLink, shareLinksOf, stillLive, type ShareKind } from '../share-links/share-link-store';
import { requireAlbum } from './library-files';
import { shareFileUrl } from './share-file-url';

/** What the school's staff share: an album of the library, or one student's learning report or home–school page. */
export type StaffShareKind = 'album' | 'learningReport' | 'homeSchool';
export type ShareTarget = { targetKind: StaffShareKind; targetId: number };
const staffShareKinds: readonly StaffShareKind[] = ['album', 'learningReport', 'homeSchool'];

/** The student a report link names, of this school and not deleted. */
async function requireStudent(db: Db, schoolId: number, studentId: number) {
  const [student] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.schoolId, schoolId), isNull(students.deletedAt))).limit(1);
  if (!student) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.studentMissing);
}

/** Checks the target is the school's own before anything is shared or listed. */
async function requireTarget(db: Db, schoolId: number, target: ShareTarget): Promise<void> {
  if (target.targetKind === 'album') await requireAlbum(db, schoolId, target.targetId);
  else await requireStudent(db, schoolId, target.targetId);
}

/** A new link to one target of the school, living `days` days (the token is answered once). */
export async function createShareLink(db: Db, schoolId: number, staffId: number, target: ShareTarget, days: number, now = new Date()) {
  await requireTarget(db, schoolId, target);
  return issueShareLink(db, { schoolId, creator: { kind: 'staff', id: staffId } }, target, days, now);
}

export async function listShareLinks(db: Db, schoolId: number, target: ShareTarget) {
  await requireTarget(db, schoolId, target);
  return shareLinksOf(db, schoolId, target);
}

/** Ends a staff link of the school at once; revoking twice, or another school's link, finds nothing. */
export function revokeShareLink(db: Db, schoolId: number, id: number) {
  return endShareLink(db, schoolId, id, staffShareKinds);
}

/** Every kind of page a share link can open: /s-link sends a visitor on to the one its token names. */
const everyShareKind = ['album', 'work', 'learningReport', 'homeSchool', 'contestRanking', 'matchRanking'] as const satisfies readonly ShareKind[];

/** The kind of a live token, and nothing about its target: the page it names reads the rest with the same token. */
export async function shareLinkTargetKind(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, everyShareKind, now);
  return { kind: link.targetKind };
}

/**
 * What an album token opens: exactly that album, read in the school that made the link. Its files
 * are answered as short-lived addresses signed for this link (share-file-url.ts), never as their
 * storage addresses, so revoking the link also cuts off every file address it handed out.
 */
export async function openShareLink(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, ['album'], now);
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
  stillLive(link, now);
  const [file] = await db
    .select({ key: libraryFiles.objectKey })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.id, fileId), eq(libraryFiles.schoolId, link.schoolId), eq(libraryFiles.albumId, link.targetId)))
    .limit(1);
  return file?.key ?? null;
}
