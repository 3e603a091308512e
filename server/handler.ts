import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../shared/error-codes';
import { messages } from '../shared/messages';
import type { AppDeps } from './app-deps';
import { ApiFailure } from './lib/api-failure';
import { describeSession, type SessionView } from './auth/session-views';

/** A contract operation's implementation, looked up by operationId. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;

/** The signed-in user's view, for handlers behind a security scheme. */
export async function currentView(deps: AppDeps, request: FastifyRequest): Promise<SessionView> {
  if (!request.auth) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  const view = await describeSession(deps.db, deps.permissionTrees, request.auth);
  if (!view) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return view;
}

/**
 * The signed-in platform administrator, if they hold one of the back-office screens: what every
 * non-entity admin call checks (entity calls check their permission keys in server/crud).
 */
export async function requireAdminScreen(deps: AppDeps, request: FastifyRequest, screens: readonly string[]): Promise<Extract<SessionView, { kind: 'admin' }>> {
  const view = await currentView(deps, request);
  if (view.kind !== 'admin' || !screens.some((screen) => view.allowed.has(screen))) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return view;
}
