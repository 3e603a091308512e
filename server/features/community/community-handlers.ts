import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { communityViewer, staffViewer, studentViewer } from './community-access';
import { deleteComment, hideComment, listComments, postComment, reportComment } from './community-comment-model';
import { communityAccess, updateFooter } from './community-entry-model';
import { communityHome, explore, myFavourites, myShares } from './community-feed-model';
import { markRead, myMessages } from './community-message-model';
import { dismissReports, reportedComments, restoreComment } from './community-moderation-model';
import { project, remix, shareWork, toggle, unshareWork } from './community-share-model';
import { updateWear, wearState } from './community-wear-model';

/** The community: thin handlers; every call first passes the four switches (community-access.ts). */
export function communityHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const viewer = async (request: FastifyRequest) => communityViewer(db, await loadSessionActor(db, request));
  const student = async (request: FastifyRequest) => studentViewer(await viewer(request));
  return {
    async communityAccess(request) {
      return ok(await communityAccess(db, await viewer(request)));
    },
    async communityHome(request) {
      return ok(await communityHome(db, await viewer(request)));
    },
    async communityExplore(request) {
      return ok(await explore(db, await viewer(request), request.body));
    },
    async communityMyShares(request) {
      return ok(await myShares(db, await student(request), request.body.pageNum, request.body.pageSize));
    },
    async communityMyFavourites(request) {
      return ok(await myFavourites(db, await student(request), request.body.pageNum, request.body.pageSize));
    },
    async communityShare(request) {
      return ok(await shareWork(db, await student(request), request.body), '分享成功');
    },
    async communityUnshare(request) {
      await unshareWork(db, await student(request), request.body.workId);
      return ok(null, '已取消分享');
    },
    async communityProject(request) {
      return ok(await project(db, await viewer(request), request.body.id));
    },
    async communityLike(request) {
      return ok(await toggle(db, await student(request), 'like', request.body.id, request.body.on));
    },
    async communityFavourite(request) {
      return ok(await toggle(db, await student(request), 'favourite', request.body.id, request.body.on));
    },
    async communityComments(request) {
      return ok(await listComments(db, await viewer(request), request.body.id, request.body.beforeId, request.body.pageSize));
    },
    async communityComment(request) {
      return ok(await postComment(db, await student(request), request.body), '评论成功');
    },
    async communityCommentDelete(request) {
      await deleteComment(db, await student(request), request.body.commentId);
      return ok(null, '已删除');
    },
    async communityCommentReport(request) {
      await reportComment(db, await student(request), request.body.commentId, request.body.reason);
      return ok(null, '已举报，老师会尽快处理');
    },
    async communityCommentHide(request) {
      await hideComment(db, staffViewer(await viewer(request)), request.body.commentId);
      return ok(null, '已隐藏');
    },
    async communityReportedComments(request) {
      return ok(await reportedComments(db, staffViewer(await viewer(request)), request.body));
    },
    async communityCommentRestore(request) {
      await restoreComment(db, staffViewer(await viewer(request)), request.body.commentId);
      return ok(null, '已恢复显示');
    },
    async communityCommentDismiss(request) {
      await dismissReports(db, staffViewer(await viewer(request)), request.body.commentId);
      return ok(null, '已驳回举报，评论保留');
    },
    async communityRemix(request) {
      return ok(await remix(db, await student(request), request.body.id), '已复制到我的作品');
    },
    async communityMessages(request) {
      return ok(await myMessages(db, await student(request), request.body));
    },
    async communityMessagesRead(request) {
      await markRead(db, await student(request), request.body);
      return ok(null);
    },
    async communityUpdateFooter(request) {
      await updateFooter(db, await viewer(request), request.body.footer);
      return ok(null, '保存成功');
    },
    async studentWearState(request) {
      return ok(await wearState(db, await student(request)));
    },
    async studentUpdateWearState(request) {
      return ok(await updateWear(db, await student(request), request.body), '装扮已更新');
    },
  };
}
