import { aliasedTable, and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { classes, communityComments, communityNotices, communityReports, communityShares, schools, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import type { CommunityViewer, StaffViewer, StudentViewer } from './community-access';
import { authorFor, wornBy } from './community-authors';
import { shareMissing, visibleTo } from './community-visibility';
import { filteredWords } from './word-filter';

export const commentLimit = 200;
export const commentMessages = {
  empty: '评论内容不能为空',
  tooLong: `评论太长啦，最多 ${commentLimit} 个字`,
  filtered: '评论里有不文明的词语，请修改后再发表',
  tooFast: '评论太频繁了，请过一会儿再试',
  dailyLimit: '今天的评论次数用完啦，明天再来吧',
  missing: '评论不存在或已被删除',
  notYours: '只能删除自己的评论或自己作品下的评论',
};
/** Comments a student may post in a minute and in a day. */
export const commentsPerMinute = 5;
export const commentsPerDay = 100;

const parents = aliasedTable(communityComments, 'parent_comment');
const parentAuthors = aliasedTable(students, 'parent_author');

const visibleComment = and(isNull(communityComments.hiddenAt), isNull(communityComments.deletedAt));

async function visibleShare(db: Db, viewer: CommunityViewer, shareId: number) {
  const [share] = await db
    .select({ id: communityShares.id, studentId: communityShares.studentId, schoolId: communityShares.schoolId, title: communityShares.title })
    .from(communityShares)
    .where(and(eq(communityShares.id, shareId), visibleTo(viewer)))
    .limit(1);
  if (!share) throw new ApiFailure(ErrorCodes.NotFound, shareMissing);
  return share;
}

/** The select comment lists start from: the comment, its author, and whom it replies to. */
export function selectComments(db: Db) {
  return db
    .select({
      id: communityComments.id,
      shareId: communityComments.shareId,
      parentId: communityComments.parentId,
      replyToName: parentAuthors.realName,
      content: communityComments.content,
      createdAt: communityComments.createdAt,
      studentId: communityComments.studentId,
      schoolId: communityComments.schoolId,
      name: students.realName,
      schoolName: schools.name,
      className: classes.name,
      shareOwnerId: communityShares.studentId,
      reports: sql<number>`(select count(*)::int from community_reports r where r.comment_id = ${communityComments.id})`,
    })
    .from(communityComments)
    .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
    .innerJoin(students, eq(students.id, communityComments.studentId))
    .innerJoin(schools, eq(schools.id, communityComments.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(parents, eq(parents.id, communityComments.parentId))
    .leftJoin(parentAuthors, eq(parentAuthors.id, parents.studentId));
}

export interface CommentRow {
  id: number;
  parentId: number | null;
  replyToName: string | null;
  content: string;
  createdAt: Date;
  studentId: number;
  schoolId: number;
  name: string;
  schoolName: string;
  className: string | null;
  shareOwnerId: number;
  reports: number;
}

export async function toComments(db: Db, viewer: CommunityViewer, rows: CommentRow[]) {
  const worn = await wornBy(db, rows.map((r) => r.studentId));
  return rows.map((r) => {
    const mine = viewer.kind === 'student' && viewer.studentId === r.studentId;
    return {
      id: r.id,
      parentId: r.parentId,
      replyToName: r.replyToName ?? null,
      content: r.content,
      createdAt: r.createdAt,
      author: authorFor(viewer, { studentId: r.studentId, schoolId: r.schoolId, name: r.name, schoolName: r.schoolName, className: r.className ?? null }, worn),
      mine,
      canDelete: mine || (viewer.kind === 'student' && viewer.studentId === r.shareOwnerId),
      // Reports are for the teachers who decide; students never see who or how many.
      reports: viewer.kind === 'staff' ? r.reports : 0,
    };
  });
}

/** A work's visible comments, newest first, one page after the smallest id already shown. */
export async function listComments(db: Db, viewer: CommunityViewer, shareId: number, beforeId?: number, pageSize = 20) {
  await visibleShare(db, viewer, shareId);
  const rows: CommentRow[] = await selectComments(db)
    .where(and(eq(communityComments.shareId, shareId), visibleComment, beforeId ? lt(communityComments.id, beforeId) : undefined))
    .orderBy(desc(communityComments.id))
    .limit(pageSize + 1);
  const [share] = await db.select({ n: communityShares.commentCount }).from(communityShares).where(eq(communityShares.id, shareId));
  const page = rows.slice(0, pageSize);
  return { list: await toComments(db, viewer, page), total: share.n, nextBeforeId: rows.length > pageSize ? page[page.length - 1].id : null };
}

async function recentComments(db: Db, studentId: number, interval: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityComments)
    .where(and(eq(communityComments.studentId, studentId), gt(communityComments.createdAt, sql`now() - ${interval}::interval`)));
  return row.n;
}

/** Checks a comment's text: not empty, not too long, no word from the platform's list. */
export async function checkComment(db: Db, text: string): Promise<string> {
  const content = text.trim();
  if (!content) throw new ApiFailure(ErrorCodes.InvalidParameter, commentMessages.empty);
  if ([...content].length > commentLimit) throw new ApiFailure(ErrorCodes.InvalidParameter, commentMessages.tooLong);
  if ((await filteredWords(db, content)).length) throw new ApiFailure(ErrorCodes.InvalidParameter, commentMessages.filtered);
  return content;
}

/**
 * Comments on a shared work, or replies to one of its comments. The work's owner and the author
 * of the comment answered each get it in 评论消息 (never their own words).
 */
export async function postComment(db: Db, me: StudentViewer, input: { id: number; parentId?: number; content: string }) {
  const share = await visibleShare(db, me, input.id);
  const content = await checkComment(db, input.content);
  if ((await recentComments(db, me.studentId, '1 minute')) >= commentsPerMinute) throw new ApiFailure(ErrorCodes.ActionFailure, commentMessages.tooFast);
  if ((await recentComments(db, me.studentId, '1 day')) >= commentsPerDay) throw new ApiFailure(ErrorCodes.ActionFailure, commentMessages.dailyLimit);
  let parentAuthor: number | null = null;
  if (input.parentId) {
    const [parent] = await db
      .select({ studentId: communityComments.studentId })
      .from(communityComments)
      .where(and(eq(communityComments.id, input.parentId), eq(communityComments.shareId, share.id), visibleComment))
      .limit(1);
    if (!parent) throw new ApiFailure(ErrorCodes.NotFound, commentMessages.missing);
    parentAuthor = parent.studentId;
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityComments)
      .values({ shareId: share.id, schoolId: me.schoolId, studentId: me.studentId, parentId: input.parentId ?? null, content })
      .returning({ id: communityComments.id });
    await tx.update(communityShares).set({ commentCount: sql`${communityShares.commentCount} + 1` }).where(eq(communityShares.id, share.id));
    const recipients = [...new Set([share.studentId, parentAuthor])].filter((s): s is number => s !== null && s !== me.studentId);
    if (recipients.length) await tx.insert(communityNotices).values(recipients.map((studentId) => ({ commentId: row.id, studentId }))).onConflictDoNothing();
    return row.id;
  });
  const rows: CommentRow[] = await selectComments(db).where(eq(communityComments.id, id));
  return (await toComments(db, me, rows))[0];
}

/** Takes a visible comment out of its work's count once, whoever removes it. */
async function removeComment(db: Db, commentId: number, shareId: number, set: { hiddenAt?: Date; deletedAt?: Date; reviewedAt?: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(communityComments)
      .set(set)
      .where(and(eq(communityComments.id, commentId), visibleComment))
      .returning({ id: communityComments.id });
    if (changed.length) await tx.update(communityShares).set({ commentCount: sql`greatest(${communityShares.commentCount} - 1, 0)` }).where(eq(communityShares.id, shareId));
  });
}

async function commentRow(db: Db, commentId: number) {
  const [row] = await db
    .select({ id: communityComments.id, shareId: communityComments.shareId, studentId: communityComments.studentId, schoolId: communityComments.schoolId, shareSchoolId: communityShares.schoolId, ownerId: communityShares.studentId })
    .from(communityComments)
    .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
    .where(and(eq(communityComments.id, commentId), visibleComment))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, commentMessages.missing);
  return row;
}

/** Its author, or the owner of the work it is on, deletes a comment. */
export async function deleteComment(db: Db, me: StudentViewer, commentId: number): Promise<void> {
  const row = await commentRow(db, commentId);
  if (row.studentId !== me.studentId && row.ownerId !== me.studentId) throw new ApiFailure(ErrorCodes.AuthFailure, commentMessages.notYours);
  await removeComment(db, row.id, row.shareId, { deletedAt: new Date() });
}

/** A student reports a comment they can see; once each, however often they press. */
export async function reportComment(db: Db, me: StudentViewer, commentId: number, reason = ''): Promise<void> {
  const row = await commentRow(db, commentId);
  await visibleShare(db, me, row.shareId);
  await db.insert(communityReports).values({ commentId: row.id, studentId: me.studentId, reason: reason.trim() }).onConflictDoNothing();
}

/**
 * A teacher hides a comment at once: one on a work of their school, or one their own student
 * wrote on another school's work. Anything else is not found, revealing nothing.
 */
export async function hideComment(db: Db, staff: StaffViewer, commentId: number): Promise<void> {
  const row = await commentRow(db, commentId);
  if (row.shareSchoolId !== staff.schoolId && row.schoolId !== staff.schoolId) throw new ApiFailure(ErrorCodes.NotFound, commentMessages.missing);
  // Hiding also handles its reports: it leaves the queue of reported comments.
  await removeComment(db, row.id, row.shareId, { hiddenAt: new Date(), reviewedAt: new Date() });
}

