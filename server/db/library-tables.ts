import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { libraryAlbums } from '../generated/entity-tables.gen';

/**
 * A file of the school's resource library, in one album. Its object key came from an upload
 * grant of the same school (one file row per key), and its bytes stay counted in the school's
 * quota until the file is deleted, when the object is removed and the bytes given back.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    albumId: integer('album_id')
      .notNull()
      .references(() => libraryAlbums.id),
    name: text('name').notNull(),
    objectKey: text('object_key').notNull().unique(),
    url: text('url').notNull(),
    /** image, video, audio, pdf, document or other: the library's type filter. */
    fileType: text('file_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('library_files_album_idx').on(t.schoolId, t.albumId, t.id)],
);

/**
 * A share link (分享链接): opens one target (a library album, a student's work on
 * /MiniWorksDetails, a student's learning report or home–school page, a contest ranking or a student's
 * ranking card) to anyone holding the token, until it expires or is revoked. Only the token's SHA-256 is kept, so the table itself opens nothing.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    targetKind: text('target_kind', { enum: ['album', 'work', 'learningReport', 'homeSchool', 'contestRanking', 'matchRanking'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The second half of a target named by two ids (a student's card in a contest: the student). */
    subjectId: integer('subject_id'),
    createdBy: integer('created_by').notNull(),
    /** Whose id created_by is: staff share albums, reports and rankings; a student shares their own works and ranking card. */
    creatorKind: text('creator_kind', { enum: ['staff', 'student'] }).notNull().default('staff'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('share_links_target_idx').on(t.schoolId, t.targetKind, t.targetId)],
);
