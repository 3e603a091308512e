import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { currentView, type Handler, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { login } from './login';
import type { SessionView } from '../../auth/session-views';
import type { SessionKind } from '../../auth/session-store';

export function sessionHandlers(deps: AppDeps): HandlerMap {
  const loginAs = (kind: SessionKind): Handler<'staffLogin' | 'studentLogin' | 'adminLogin'> => async (request) =>
    ok(await login(deps, kind, request.body, request.ip, (error) => request.log.error({ err: error }, 'login log write failed')), '登录成功');

  const logout = async (request: FastifyRequest) => {
    if (request.auth) await deps.sessions.revoke(request.auth.id);
    return ok(null, messages.loggedOut);
  };

  // Each call's security scheme admits only its own kind of session, so the view is of that kind.
  const viewOf = async <K extends SessionView['kind']>(request: FastifyRequest, kind: K) => {
    const view = await currentView(deps, request);
    if (view.kind !== kind) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
    return view as Extract<SessionView, { kind: K }>;
  };

  return {
    staffLogin: loginAs('staff'),
    studentLogin: loginAs('student'),
    adminLogin: loginAs('admin'),
    captchaChallenge: async () => ok(await deps.captcha.challenge()),
    staffLogout: logout,
    studentLogout: logout,
    adminLogout: logout,
    staffFreshData: async (request) => ok((await viewOf(request, 'staff')).state),
    studentFreshData: async (request) => ok((await viewOf(request, 'student')).state),
    adminFreshData: async (request) => ok((await viewOf(request, 'admin')).state),

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
