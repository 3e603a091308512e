import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './base-tables';

/**
 * One permission to upload one file: the server chose its object key, it belongs to the session
 * that asked (it dies with that session's sign-out), it allows one upload of at most `maxBytes`.
 * Only the token's SHA-256 is kept. Rows stay as the record of what each school stored.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['staff', 'student', 'admin'] }).notNull(),
    accountId: integer('account_id').notNull(),
    /** Null: the platform's own files (back office), outside every school's quota. */
    schoolId: integer('school_id'),
    objectKey: text('object_key').notNull().unique(),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    storedBytes: bigint('stored_bytes', { mode: 'number' }),
  },
  (t) => [index('upload_grants_session_idx').on(t.sessionId), index('upload_grants_school_idx').on(t.schoolId)],
);

/** Bytes each school keeps in object storage, counted as uploads land, against its quota. */
export const schoolStorage = pgTable('school_storage', {
  schoolId: integer('school_id').primaryKey(),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
});
