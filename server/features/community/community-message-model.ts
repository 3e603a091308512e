import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityComments, communityNotices, communityShares } from '../../db/schema';
import type { StudentViewer } from './community-access';
import { selectComments, toComments, type CommentRow } from './community-comment-model';

const shown = and(isNull(communityComments.hiddenAt), isNull(communityComments.deletedAt));

/** Unread 评论消息 of a student: comments on their works and replies to their comments still shown. */
export async function unreadCount(db: Db, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityNotices)
    .innerJoin(communityComments, eq(communityComments.id, communityNotices.commentId))
    .where(and(eq(communityNotices.studentId, studentId), isNull(communityNotices.readAt), shown));
  return row.n;
}

/** 评论消息: newest first, unread ones only when asked, with the unread count for the badge. */
export async function myMessages(db: Db, me: StudentViewer, options: { unreadOnly?: boolean; pageNum?: number; pageSize?: number }) {
  const pageNum = options.pageNum ?? 1;
  const pageSize = options.pageSize ?? 20;
  const where = and(eq(communityNotices.studentId, me.studentId), shown, options.unreadOnly ? isNull(communityNotices.readAt) : undefined);
  const notices = await db
    .select({ id: communityNotices.id, readAt: communityNotices.readAt, commentId: communityNotices.commentId, shareId: communityShares.id, workTitle: communityShares.title, ownerId: communityShares.studentId })
    .from(communityNotices)
    .innerJoin(communityComments, eq(communityComments.id, communityNotices.commentId))
    .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
    .where(where)
    .orderBy(desc(communityNotices.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [totals] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityNotices)
    .innerJoin(communityComments, eq(communityComments.id, communityNotices.commentId))
    .where(where);
  const rows: CommentRow[] = notices.length ? await selectComments(db).where(inArray(communityComments.id, notices.map((n) => n.commentId))) : [];
  const comments = new Map((await toComments(db, me, rows)).map((c) => [c.id, c]));
  const list = notices.flatMap((n) => {
    const comment = comments.get(n.commentId);
    return comment ? [{ id: n.id, read: n.readAt !== null, shareId: n.shareId, workTitle: n.workTitle, isReply: n.ownerId !== me.studentId, comment }] : [];
  });
  return { list, total: totals.n, unread: await unreadCount(db, me.studentId), pageNum, pageSize };
}

export async function markRead(db: Db, me: StudentViewer, input: { ids?: number[]; all?: boolean }): Promise<void> {
  if (!input.all && !input.ids?.length) return;
  await db
    .update(communityNotices)
    .set({ readAt: new Date() })
    .where(and(eq(communityNotices.studentId, me.studentId), isNull(communityNotices.readAt), input.all ? undefined : inArray(communityNotices.id, input.ids!)));
}
