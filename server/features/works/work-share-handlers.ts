import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { openSharedWork, revokeWorkShareLink, runSharedCppWork, shareWork, workShareLinks } from './work-share';
import { studentOnly } from './works-model';

/** A student's share links to their works, and /MiniWorksDetails, which opens and runs a shared work without a session. */
export function workShareHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const student = async (request: Parameters<typeof loadSessionActor>[1]) => studentOnly(await loadSessionActor(db, request));
  return {
    async workShareCreate(request) {
      return ok(await shareWork(db, await student(request), request.body.workId, request.body.days), '分享链接已生成');
    },
    async workShareList(request) {
      return ok(await workShareLinks(db, await student(request), request.body.workId));
    },
    async workShareRevoke(request) {
      await revokeWorkShareLink(db, await student(request), request.body.id);
      return ok(null, '已撤销');
    },
    async sharedWorkOpen(request) {
      return ok(await openSharedWork(db, request.body.token));
    },
    async sharedWorkRunCpp(request) {
      return ok(await runSharedCppWork(deps, request.body.token, request.body.stdin, request.ip));
    },
  };
}
