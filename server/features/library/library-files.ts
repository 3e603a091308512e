import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { libraryFileTypeOf, libraryFolder, libraryMessages, type LibraryFileType } from '../../../shared/library/library-rules';
import { uploadLimits } from '../../../shared/account-safety/upload-rules';
import type { Db } from '../../db/client';
import { libraryAlbums, libraryFiles, uploadGrants } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { localFilesPrefix } from '../upload/local-storage';
import { releaseStorage } from '../upload/storage-quota';

const fileColumns = {
  id: libraryFiles.id,
  albumId: libraryFiles.albumId,
  albumName: libraryAlbums.name,
  name: libraryFiles.name,
  url: libraryFiles.url,
  fileType: libraryFiles.fileType,
  sizeBytes: libraryFiles.sizeBytes,
  createdAt: libraryFiles.createdAt,
};

export type LibraryFileRow = { id: number; albumId: number; albumName: string; name: string; url: string; fileType: LibraryFileType; sizeBytes: number; createdAt: Date };

export interface FileQuery {
  albumId?: number;
  keyword?: string;
  fileType?: LibraryFileType;
  pageNum?: number;
  pageSize?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The school's files, newest first, narrowed by album, type and a keyword on file or album name. */
export async function listLibraryFiles(db: Db, schoolId: number, query: FileQuery) {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 24;
  const where: SQL[] = [eq(libraryFiles.schoolId, schoolId)];
  if (query.albumId) where.push(eq(libraryFiles.albumId, query.albumId));
  if (query.fileType) where.push(eq(libraryFiles.fileType, query.fileType));
  const keyword = query.keyword?.trim();
  if (keyword) where.push(or(ilike(libraryFiles.name, `%${escapeLike(keyword)}%`), ilike(libraryAlbums.name, `%${escapeLike(keyword)}%`))!);
  const joined = () => db.select(fileColumns).from(libraryFiles).innerJoin(libraryAlbums, eq(libraryAlbums.id, libraryFiles.albumId));
  const [list, [{ total }]] = await Promise.all([
    joined()
      .where(and(...where))
      .orderBy(desc(libraryFiles.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(libraryFiles).innerJoin(libraryAlbums, eq(libraryAlbums.id, libraryFiles.albumId)).where(and(...where)),
  ]);
  return { list: list as LibraryFileRow[], total, pageNum, pageSize };
}

/** The object key an upload answered as its URL (the local driver's path or the OSS object URL). */
export function objectKeyOf(url: string): string | null {
  if (url.startsWith(localFilesPrefix)) return url.slice(localFilesPrefix.length);
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1));
  } catch {
    return null;
  }
}

export async function requireAlbum(db: Db, schoolId: number, albumId: number) {
  const [album] = await db.select().from(libraryAlbums).where(and(eq(libraryAlbums.id, albumId), eq(libraryAlbums.schoolId, schoolId))).limit(1);
  if (!album) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.albumMissing);
  return album;
}

const refuse = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);

/**
 * Puts uploaded files in an album. Each URL must be an upload this school made into the library
 * folder (its grant names the school and the key), finished (the local driver recorded its bytes;
 * OSS uploads counted the granted size when granted), and not yet in the library: the size
 * counted in the quota is the one the upload recorded, never one the browser states.
 */
export async function addLibraryFiles(db: Db, schoolId: number, uploaderId: number, albumId: number, files: readonly { name: string; url: string }[]): Promise<LibraryFileRow[]> {
  return db.transaction(async (tx) => {
    const album = await requireAlbum(tx, schoolId, albumId);
    const ids: number[] = [];
    for (const file of files) {
      const key = objectKeyOf(file.url);
      if (!key?.startsWith(`${uploadLimits.pathRoot}/${libraryFolder}/school-${schoolId}/`)) throw refuse(libraryMessages.notThisSchool);
      const [grant] = await tx.select().from(uploadGrants).where(and(eq(uploadGrants.objectKey, key), eq(uploadGrants.schoolId, schoolId))).limit(1);
      if (!grant) throw refuse(libraryMessages.notThisSchool);
      const local = file.url.startsWith(localFilesPrefix);
      const bytes = grant.storedBytes ?? (local ? null : grant.maxBytes);
      if (bytes === null) throw refuse(libraryMessages.notUploaded);
      const [row] = await tx
        .insert(libraryFiles)
        .values({ schoolId, albumId: album.id, name: file.name.trim() || key.slice(key.lastIndexOf('/') + 1), objectKey: key, url: file.url, fileType: libraryFileTypeOf(key), sizeBytes: bytes, uploaderId })
        .onConflictDoNothing()
        .returning({ id: libraryFiles.id });
      if (!row) throw refuse(libraryMessages.alreadyAdded);
      ids.push(row.id);
    }
    const rows = await tx.select(fileColumns).from(libraryFiles).innerJoin(libraryAlbums, eq(libraryAlbums.id, libraryFiles.albumId)).where(inArray(libraryFiles.id, ids));
    return rows as LibraryFileRow[];
  });
}

/**
 * Deletes a file of the school and gives its bytes back to the quota; the caller removes the
 * object afterwards (answered key), so a failed removal never leaves a file row without bytes.
 */
export async function removeLibraryFile(db: Db, schoolId: number, id: number): Promise<{ key: string; row: Record<string, unknown> }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(libraryFiles).where(and(eq(libraryFiles.id, id), eq(libraryFiles.schoolId, schoolId))).returning();
    if (!row) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.fileMissing);
    await releaseStorage(tx, schoolId, row.sizeBytes);
    return { key: row.objectKey, row };
  });
}
