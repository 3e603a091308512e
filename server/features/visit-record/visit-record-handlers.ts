import { findRouteByPath } from '../../../shared/route-catalog';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { visitRecords } from '../../db/schema';
import { currentView, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';

/**
 * Visit records (the record screen): the web app reports each catalogue screen it opens; the
 * server takes who and from where from the session and the connection, never from the body.
 */
export function visitRecordHandlers(deps: AppDeps): HandlerMap {
  return {
    async addVisitRecord(request) {
      const view = await currentView(deps, request);
      const { path } = request.body as { path: string };
      const route = findRouteByPath(path);
      if (!route) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：页面地址（path）不是平台的页面');
      const userName = view.kind === 'admin' ? view.state.adminUserName : view.state.userInfo.userName;
      await deps.db.insert(visitRecords).values({
        accountKind: view.kind,
        userName: String(userName),
        schoolId: view.schoolId,
        routeName: route.name,
        title: route.title,
        path: path.split(/[?#]/, 1)[0],
        ip: request.ip,
      });
      return ok(null);
    },
  };
}
