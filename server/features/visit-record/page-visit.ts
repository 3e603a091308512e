import type { FastifyRequest } from 'fastify';
import { findRouteByPath } from '../../../shared/route-catalog';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { currentView } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';

/**
 * Who is on which catalogue screen, from where: taken from the session, the catalogue and the
 * connection, never from the body (only the screen's path comes from the client).
 */
export async function pageVisit(deps: AppDeps, request: FastifyRequest, path: string) {
  const view = await currentView(deps, request);
  const route = findRouteByPath(path);
  if (!route) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：页面地址（path）不是平台的页面');
  const userName = view.kind === 'admin' ? view.state.adminUserName : view.state.userInfo.userName;
  return {
    accountKind: view.kind,
    userName: String(userName),
    schoolId: view.schoolId,
    routeName: route.name,
    title: route.title,
    path: path.split(/[?#]/, 1)[0],
    ip: request.ip,
  };
}
