import type { FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { login, type LoginInput } from './login';
import type { SessionKind } from '../../auth/session-store';

export function sessionHandlers(deps: AppDeps): HandlerMap {
  const loginAs = (kind: SessionKind) => async (request: FastifyRequest) =>
    ok(await login(deps, kind, request.body as LoginInput, request.ip, (error) => request.log.error({ err: error }, 'login log write failed')), '登录成功');

  const logout = async (request: FastifyRequest) => {
    if (request.auth) await deps.sessions.revoke(request.auth.id);
    return ok(null, messages.loggedOut);
  };

  const freshData = async (request: FastifyRequest) => ok((await currentView(deps, request)).state);

  return {
    staffLogin: loginAs('staff'),
    studentLogin: loginAs('student'),
    adminLogin: loginAs('admin'),
    staffLogout: logout,
    studentLogout: logout,
    adminLogout: logout,
    staffFreshData: freshData,
    studentFreshData: freshData,
    adminFreshData: freshData,

    async freshAuthData(request) {
      const view = await currentView(deps, request);
      const permisionList = view.kind === 'admin' ? view.state.adminpermisionList : view.state.permisionList;
      return ok({ authTree: view.authTree, permisionList });
    },

    async getCurrentUser(request) {
      const view = await currentView(deps, request);
      if (view.kind === 'admin') {
        return ok({ id: request.auth!.accountId, kind: 'admin', userName: view.state.adminUserName, realName: view.state.realName ?? '', schoolId: null });
      }
      const { id, userName, realName } = view.state.userInfo;
      return ok({ id, kind: view.kind, userName, realName, schoolId: view.schoolId });
    },
  };
}
