import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { feedbackContentError, feedbackImageError, feedbackLimits, feedbackMessages, feedbackTypes, imageUrlSeparator } from '../../../shared/account-safety/feedback-rules';
import type { AppDeps } from '../../app-deps';
import { curriculumLessons, feedback, ojProblems } from '../../db/schema';
import { requireRow } from '../../lib/require-row';
import { currentView, requireAdminScreen, type Handler, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { senderOf, sendersOf, type Sender } from './feedback-senders';
import { deleteTag, saveTag, tagsOfType } from './feedback-tags';

type FeedbackRow = typeof feedback.$inferSelect;
const present = (f: FeedbackRow, sender: Sender | null = null) => ({
  id: f.id, type: f.type, problemId: f.problemId, cmId: f.cmId, tagName: f.tagName, content: f.content,
  contentImgUrl: f.contentImgUrl, read: f.readAt !== null, userName: sender?.userName ?? null, schoolName: sender?.schoolName ?? null,
  reply: f.reply, repliedAt: f.repliedAt?.toISOString() ?? null, createdAt: f.createdAt.toISOString(),
});

/** Only our own upload urls or https urls of jpeg, jpg or png images, at most three, joined by semicolons. */
function checkImageUrls(joined: string | undefined): string {
  const urls = (joined ?? '').split(imageUrlSeparator).map((u) => u.trim()).filter(Boolean);
  if (urls.length > feedbackLimits.maxImages) throw new ApiFailure(ErrorCodes.InvalidParameter, feedbackMessages.imageCount);
  if (urls.some((u) => !/^(\/api\/files\/|https:\/\/)[^\s"'<>?#]+$/.test(u))) throw new ApiFailure(ErrorCodes.InvalidParameter, feedbackMessages.imageUrl);
  const notImage = urls.map((name) => feedbackImageError({ name, size: 0 })).find(Boolean);
  if (notImage) throw new ApiFailure(ErrorCodes.InvalidParameter, notImage);
  return urls.join(imageUrlSeparator);
}

export function feedbackHandlers(deps: AppDeps): HandlerMap {
  const create = (type: number): Handler<'createQuestionFeedback' | 'createCourseFeedback'> => async (request) => {
    const view = await currentView(deps, request);
    const body = request.body;
    const contentError = feedbackContentError(body.content);
    if (contentError) throw new ApiFailure(ErrorCodes.InvalidParameter, contentError);
    const tags = await tagsOfType(deps.db, type);
    if (!tags.some((t) => t.tagName === body.tagName)) throw new ApiFailure(ErrorCodes.InvalidParameter, feedbackMessages.tagUnknown);
    // Feedback is about a problem or a lesson that exists.
    if ('problemId' in body) await requireRow(deps.db, ojProblems.id, body.problemId, feedbackMessages.problemMissing);
    if ('cmId' in body) await requireRow(deps.db, curriculumLessons.id, body.cmId, feedbackMessages.lessonMissing);
    const [row] = await deps.db
      .insert(feedback)
      .values({
        type, problemId: 'problemId' in body ? body.problemId : null, cmId: 'cmId' in body ? body.cmId : null, tagName: body.tagName, content: body.content.trim(),
        contentImgUrl: checkImageUrls(body.contentImgUrl), kind: view.kind === 'student' ? 'student' : 'staff',
        accountId: request.auth!.accountId, schoolId: view.schoolId,
      })
      .returning();
    return ok(present(row), feedbackMessages.submitted);
  };

  const unreadOf = async (type: number) => {
    const [row] = await deps.db.select({ n: count() }).from(feedback).where(and(eq(feedback.type, type), isNull(feedback.readAt)));
    return Number(row.n);
  };

  /** The signed-in staff member's own feedback: how much the back office has read (tch feedbackState). */
  const stateOf = async (accountId: number) => {
    const [row] = await deps.db
      .select({ total: count(), unread: count(sql`case when ${feedback.readAt} is null then 1 end`), replied: count(feedback.repliedAt) })
      .from(feedback)
      .where(and(eq(feedback.kind, 'staff'), eq(feedback.accountId, accountId)));
    const total = Number(row.total);
    const unread = Number(row.unread);
    return { total, read: total - unread, unread, replied: Number(row.replied) };
  };

  return {
    async feedbackTagsByType(request) {
      await currentView(deps, request);
      return ok(await tagsOfType(deps.db, request.body.type));
    },
    async feedbackTagSave(request) {
      await requireAdminScreen(deps, request, ['problem']);
      return ok(await saveTag(deps.db, request.body));
    },
    async feedbackTagDelete(request) {
      await requireAdminScreen(deps, request, ['problem']);
      await deleteTag(deps.db, request.body.id);
      return ok(null);
    },
    createQuestionFeedback: create(feedbackTypes.question),
    createCourseFeedback: create(feedbackTypes.course),
    /** Newest first, a page at a time, optionally only read or unread items. */
    async feedbackList(request) {
      await requireAdminScreen(deps, request, ['problem']);
      const { type, read, pageNum = 1, pageSize = 20 } = request.body;
      const where = and(eq(feedback.type, type), read === undefined ? undefined : read ? isNotNull(feedback.readAt) : isNull(feedback.readAt));
      const [{ total }] = await deps.db.select({ total: count() }).from(feedback).where(where);
      const rows = await deps.db.select().from(feedback).where(where).orderBy(desc(feedback.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      const senders = await sendersOf(deps.db, rows);
      return ok({ list: rows.map((row) => present(row, senderOf(senders, row))), total: Number(total), pageNum, pageSize });
    },
    async feedbackRead(request) {
      await requireAdminScreen(deps, request, ['problem']);
      await requireRow(deps.db, feedback.id, request.body.id, feedbackMessages.missing);
      await deps.db.update(feedback).set({ readAt: new Date() }).where(and(eq(feedback.id, request.body.id), isNull(feedback.readAt)));
      return ok(null);
    },
    async feedbackAllRead(request) {
      await requireAdminScreen(deps, request, ['problem']);
      await deps.db.update(feedback).set({ readAt: new Date() }).where(and(eq(feedback.type, request.body.type), isNull(feedback.readAt)));
      return ok(null);
    },
    async staffFeedbackState(request) {
      await currentView(deps, request);
      return ok(await stateOf(request.auth!.accountId));
    },
    /** The signed-in staff member's own feedback with the back office's replies, newest first. */
    async staffFeedbackList(request) {
      await currentView(deps, request);
      const { pageNum = 1, pageSize = 20 } = request.body;
      const mine = and(eq(feedback.kind, 'staff'), eq(feedback.accountId, request.auth!.accountId));
      const [{ total }] = await deps.db.select({ total: count() }).from(feedback).where(mine);
      const rows = await deps.db.select().from(feedback).where(mine).orderBy(desc(feedback.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return ok({ list: rows.map((row) => present(row)), total: Number(total), pageNum, pageSize });
    },
    /** Answers an item (replacing an earlier answer); an answered item is read. */
    async feedbackReply(request) {
      await requireAdminScreen(deps, request, ['problem']);
      const { id, reply } = request.body;
      const text = reply.trim();
      if (!text) throw new ApiFailure(ErrorCodes.InvalidParameter, feedbackMessages.replyRequired);
      const [row] = await deps.db
        .update(feedback)
        .set({ reply: text, repliedAt: sql`now()`, readAt: sql`coalesce(${feedback.readAt}, now())` })
        .where(eq(feedback.id, id))
        .returning();
      if (!row) throw new ApiFailure(ErrorCodes.NotFound, feedbackMessages.missing);
      const senders = await sendersOf(deps.db, [row]);
      return ok(present(row, senderOf(senders, row)));
    },
    async feedbackUnReadNum(request) {
      await requireAdminScreen(deps, request, ['problem']);
      const question = await unreadOf(feedbackTypes.question);
      const course = await unreadOf(feedbackTypes.course);
      return ok({ question, course, total: question + course });
    },
  };
}
