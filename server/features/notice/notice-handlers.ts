import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { noticeMessages, noticeTypes } from '../../../shared/account-safety/notice-rules';
import type { AppDeps } from '../../app-deps';
import { noticeReads, notices, staff } from '../../db/schema';
import { currentView, requireAdminScreen, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { containsScript, sanitizeNoticeHtml } from './notice-html';
import { requireRow } from '../../lib/require-row';

type NoticeRow = typeof notices.$inferSelect;
/** Staff state 1 is 在职 (openapi/entities/staff.yaml); people who have left are not counted. */
const servingState = 1;
const present = (n: NoticeRow) => ({ id: n.id, title: n.title, content: n.content, notice_type: n.noticeType, createdAt: n.createdAt.toISOString() });

export function noticeHandlers(deps: AppDeps): HandlerMap {
  return {
    /** Brief notices this staff member has not read yet, newest first. */
    async unreadNotices(request) {
      await currentView(deps, request);
      const staffId = request.auth!.accountId;
      const rows = await deps.db
        .select({ notice: notices })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.staffId, staffId)))
        .where(and(eq(notices.noticeType, noticeTypes.brief), isNull(noticeReads.noticeId)))
        .orderBy(desc(notices.id));
      return ok({ noticeInfo: rows.map((r) => present(r.notice)), notReadNum: rows.length, noticeUserId: staffId });
    },
    async readNotice(request) {
      await currentView(deps, request);
      const { id } = request.body;
      await requireRow(deps.db, notices.id, id, noticeMessages.missing);
      await deps.db.insert(noticeReads).values({ noticeId: id, staffId: request.auth!.accountId }).onConflictDoNothing();
      return ok(null);
    },
    /** Serving staff (state 1) who have marked a notice read, and those who have not yet. */
    async noticeReadCount(request) {
      await requireAdminScreen(deps, request, ['system-notice']);
      const { id } = request.body;
      await requireRow(deps.db, notices.id, id, noticeMessages.missing);
      const serving = eq(staff.state, servingState);
      const [read] = await deps.db.select({ n: count() }).from(noticeReads).innerJoin(staff, eq(staff.id, noticeReads.staffId)).where(and(eq(noticeReads.noticeId, id), serving));
      const [all] = await deps.db.select({ n: count() }).from(staff).where(serving);
      const readNum = Number(read.n);
      const staffTotal = Number(all.n);
      return ok({ readNum, unReadNum: staffTotal - readNum, staffTotal });
    },
    /** Stored notices never carry script: refused outright, the rest sanitized on the way in. */
    async createNotice(request) {
      await requireAdminScreen(deps, request, ['system-notice']);
      const body = request.body;
      if (containsScript(body.content)) throw new ApiFailure(ErrorCodes.InvalidParameter, noticeMessages.scriptRefused);
      const [row] = await deps.db
        .insert(notices)
        .values({ title: body.title.trim(), content: sanitizeNoticeHtml(body.content), noticeType: body.notice_type ?? noticeTypes.brief })
        .returning();
      return ok(present(row));
    },
  };
}
