import { bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './base-tables';

// `notices` lives in base-tables.ts: the back office's SystemNotice entity describes it.

/**
 * Account safety (issue 5): what the server knows about password strength, phone codes,
 * verified phone numbers and the SMS outbox of the log provider.
 */

/**
 * Strength of the current password, judged when the server last saw it in clear (a change
 * through the dialog). Passwords travel hashed, so an account without a row has never been judged.
 */
export const passwordStrength = pgTable(
  'password_strength',
  {
    kind: text('kind', { enum: ['staff', 'student'] }).notNull(),
    accountId: integer('account_id').notNull(),
    strong: boolean('strong').notNull(),
    judgedAt: createdAt(),
  },
  (t) => [uniqueIndex('password_strength_account_uq').on(t.kind, t.accountId)],
);

/** One verification code sent to a number for a staff account; only its SHA-256 is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt), index('phone_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** A staff account's verified number; a number belongs to one account at most. */
export const verifiedPhones = pgTable('verified_phones', {
  staffId: integer('staff_id').primaryKey(),
  phone: text('phone').notNull().unique(),
  verifiedAt: createdAt(),
});

/** Messages the log provider "sent", shown in the back office so a school can run without an SMS contract. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id').notNull(),
    staffId: integer('staff_id').notNull(),
    readAt: createdAt(),
  },
  (t) => [uniqueIndex('notice_reads_uq').on(t.noticeId, t.staffId)],
);

/** Tags offered in the feedback dialog; type 0 question, 1 course. */
export const feedbackTags = pgTable('feedback_tags', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: smallint('type').notNull(),
  tagName: text('tag_name').notNull(),
});

/** Feedback on a question (type 0, problemId) or a course (type 1, cmId). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: smallint('type').notNull(),
    problemId: integer('problem_id'),
    cmId: integer('cm_id'),
    tagName: text('tag_name').notNull(),
    content: text('content').notNull(),
    /** Image urls joined by semicolons (section 3). */
    contentImgUrl: text('content_img_url').notNull().default(''),
    kind: text('kind', { enum: ['staff', 'student'] }).notNull(),
    accountId: integer('account_id').notNull(),
    schoolId: integer('school_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The back office's answer, shown to the sender among their own feedback. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_account_idx').on(t.kind, t.accountId), index('feedback_type_read_idx').on(t.type, t.readAt)],
);
