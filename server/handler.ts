import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../shared/error-codes';
import { messages } from '../shared/messages';
import type { AppDeps } from './app-deps';
import { ApiFailure } from './lib/api-failure';
import { describeSession, type SessionView } from './features/session/session-views';

/** A contract operation's implementation, looked up by operationId. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;

/** The signed-in user's view, for handlers behind a security scheme. */
export async function currentView(deps: AppDeps, request: FastifyRequest): Promise<SessionView> {
  if (!request.auth) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  const view = await describeSession(deps.db, request.auth);
  if (!view) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return view;
}
