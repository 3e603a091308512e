import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { communityComments, communityReports, communityShares, schools, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import type { StaffViewer } from './community-access';
import { commentMessages } from './community-comment-model';

/**
 * 举报处理: the reported comments a school's teachers decide on — those on the school's works or
 * written by its students (the same reach as hiding one). A comment waits in the queue while it
 * is shown and has a report newer than the last time a teacher handled it; hiding, restoring or
 * letting it stay (dismiss) handles it, and each is logged in the school's operation log (the
 * contract's x-operation-log).
 */
const ofSchool = (schoolId: number): SQL => or(eq(communityShares.schoolId, schoolId), eq(communityComments.schoolId, schoolId))!;
const lastReport = sql<Date>`(select max(r.created_at) from community_reports r where r.comment_id = ${communityComments.id})`;
const reported = sql`exists (select 1 from community_reports r where r.comment_id = ${communityComments.id})`;
const pending = and(isNull(communityComments.hiddenAt), isNull(communityComments.deletedAt), reported, or(isNull(communityComments.reviewedAt), sql`${lastReport} > ${communityComments.reviewedAt}`));
const hidden = and(isNotNull(communityComments.hiddenAt), isNull(communityComments.deletedAt), reported);

export async function reportedComments(db: Db, staff: StaffViewer, input: { state?: 'pending' | 'hidden'; pageNum?: number; pageSize?: number }) {
  const pageSize = input.pageSize ?? 20;
  const where = and(ofSchool(staff.schoolId), input.state === 'hidden' ? hidden : pending);
  const base = db
    .select({
      id: communityComments.id,
      shareId: communityComments.shareId,
      workTitle: communityShares.title,
      content: communityComments.content,
      authorName: sql<string>`coalesce(${students.realName}, ${students.userName}, '')`,
      authorSchool: schools.name,
      reports: sql<number>`(select count(*)::int from community_reports r where r.comment_id = ${communityComments.id})`,
      reasons: sql<string[]>`(select coalesce(array_agg(r.reason order by r.created_at) filter (where r.reason <> ''), '{}') from community_reports r where r.comment_id = ${communityComments.id})`,
      createdAt: communityComments.createdAt,
      lastReportAt: lastReport,
      hiddenAt: communityComments.hiddenAt,
    })
    .from(communityComments)
    .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
    .innerJoin(students, eq(students.id, communityComments.studentId))
    .innerJoin(schools, eq(schools.id, communityComments.schoolId))
    .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base.orderBy(desc(lastReport), desc(communityComments.id)).limit(pageSize).offset(((input.pageNum ?? 1) - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(communityComments)
      .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
      .where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, lastReportAt: new Date(r.lastReportAt), reasons: r.reasons ?? [] })), total: Number(total) };
}

/** A comment of the school's reach, locked for the decision; another school's is not found. */
async function reportedComment(db: Db, staff: StaffViewer, commentId: number) {
  const [row] = await db
    .select({ id: communityComments.id, shareId: communityComments.shareId, hiddenAt: communityComments.hiddenAt })
    .from(communityComments)
    .innerJoin(communityShares, eq(communityShares.id, communityComments.shareId))
    .where(and(eq(communityComments.id, commentId), isNull(communityComments.deletedAt), ofSchool(staff.schoolId)))
    .for('update', { of: communityComments });
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, commentMessages.missing);
  return row;
}

/** Shows a hidden comment again (it counts on its work once more); its reports are handled. */
export function restoreComment(db: Db, staff: StaffViewer, commentId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await reportedComment(tx as unknown as Db, staff, commentId);
    if (!row.hiddenAt) throw new ApiFailure(ErrorCodes.ActionFailure, '该评论没有被隐藏');
    await tx.update(communityComments).set({ hiddenAt: null, reviewedAt: new Date() }).where(eq(communityComments.id, row.id));
    await tx.update(communityShares).set({ commentCount: sql`${communityShares.commentCount} + 1` }).where(eq(communityShares.id, row.shareId));
  });
}

/** Lets a reported comment stay: it leaves the queue until someone reports it again. */
export function dismissReports(db: Db, staff: StaffViewer, commentId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await reportedComment(tx as unknown as Db, staff, commentId);
    const [report] = await tx.select({ id: communityReports.commentId }).from(communityReports).where(eq(communityReports.commentId, row.id)).limit(1);
    if (!report) throw new ApiFailure(ErrorCodes.ActionFailure, '该评论没有被举报');
    await tx.update(communityComments).set({ reviewedAt: new Date() }).where(eq(communityComments.id, row.id));
  });
}
