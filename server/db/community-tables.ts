import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { students } from '../generated/entity-tables.gen';
import { works } from './works-tables';

/**
 * A work shared to the community (作品分享): within the student's school, or to the platform
 * (other schools' students then see it, with the author's name and school only). The work's
 * source stays in `works`; a work in the recycle bin is no longer shown. Counters are kept here
 * so explore sorts by them through an index instead of counting on every page.
 */
export const communityShares = pgTable(
  'community_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workId: bigint('work_id', { mode: 'number' })
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['school', 'platform'] }).notNull(),
    kind: text('kind', { enum: ['block', 'python', 'cpp', 'junior'] }).notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    tagId: integer('tag_id'),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    favouriteCount: integer('favourite_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_shares_work_uq').on(t.workId),
    index('community_shares_school_new_idx').on(t.schoolId, t.sharedAt, t.id),
    // Explore's newest-first over the school's and the platform's works together (an OR no per-scope index serves).
    index('community_shares_new_idx').on(t.sharedAt, t.id),
    index('community_shares_likes_idx').on(t.likeCount, t.id),
    index('community_shares_views_idx').on(t.viewCount, t.id),
    index('community_shares_student_idx').on(t.studentId, t.id),
  ],
);

/** One like per student and work: the primary key makes a repeated like count once. */
export const communityLikes = pgTable(
  'community_likes',
  {
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => communityShares.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.studentId] }), index('community_likes_student_idx').on(t.studentId, t.createdAt)],
);

export const communityFavourites = pgTable(
  'community_favourites',
  {
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => communityShares.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.studentId] }), index('community_favourites_student_idx').on(t.studentId, t.createdAt)],
);

/**
 * A comment on a shared work, or a reply to one (parentId). Hidden by a teacher at once
 * (hiddenAt), deleted by its author or the work's owner (deletedAt); neither is shown again.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => communityShares.id, { onDelete: 'cascade' }),
    /** The commenter's school, so their own teachers can hide it too. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When a teacher last handled its reports (hid, restored or let it stay): later reports bring it back to the queue. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('community_comments_share_idx')
      .on(t.shareId, t.id)
      .where(sql`hidden_at is null and deleted_at is null`),
    index('community_comments_student_idx').on(t.studentId, t.createdAt),
  ],
);

/** 评论消息: a comment delivered to the work's owner, or a reply to the author of the comment it answers. */
export const communityNotices = pgTable(
  'community_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('community_notices_uq').on(t.studentId, t.commentId), index('community_notices_student_idx').on(t.studentId, t.id)],
);

/** A student's report of a comment; one per student and comment. Teachers see the count. */
export const communityReports = pgTable(
  'community_reports',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.studentId] })],
);

/** What a student wears (头像装扮): at most one owned decoration per category (0 sprite, 1 title, 3 image). */
export const communityWear = pgTable(
  'community_wear',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    productId: integer('product_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.category] })],
);

/** The school's zone footer (edu updateZoneFooter): the line under every community page. */
export const communityFooters = pgTable('community_footers', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  footer: text('footer').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
