import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, type Envelope } from '../shared/error-codes';
import type { operations } from '../shared/generated/contract.gen';
import { messages } from '../shared/messages';
import type { AppDeps } from './app-deps';
import { ApiFailure } from './lib/api-failure';
import { describeSession, type SessionView } from './auth/session-views';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Declared<T> = [T] extends [undefined] ? unknown : T;

/** The request body the contract declares for an operation (undefined where it is optional). */
export type RequestBody<K extends OperationId> = operations[K]['requestBody'] extends infer B
  ? Declared<JsonOf<NonNullable<B>> | (undefined extends B ? undefined : never)>
  : never;
export type RequestQuery<K extends OperationId> = Declared<operations[K]['parameters']['query']>;
export type RequestParams<K extends OperationId> = Declared<operations[K]['parameters']['path']>;

/** What the envelope of an operation's answer carries in `content`. */
export type AnswerContent<K extends OperationId> = JsonOf<operations[K]['responses'][200]> extends { content?: infer C } ? Exclude<C, undefined> : unknown;

/** An answer as a handler builds it: dates become ISO strings when the envelope is serialised. */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Sendable<U>[]
    : T extends object
      ? { [P in keyof T]: Sendable<T[P]> }
      : T;

export type OperationRequest<K extends OperationId> = FastifyRequest<{ Body: RequestBody<K>; Querystring: RequestQuery<K>; Params: RequestParams<K> }>;

/**
 * A contract operation's implementation, looked up by operationId: it reads the request the
 * contract declares and answers with the contract's envelope content (or sends the reply itself).
 */
export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<Envelope<Sendable<AnswerContent<K>>> | FastifyReply>;

/** Handlers by operationId: a misspelt operationId, body field or answer field fails to compile. */
export type HandlerMap = { [K in OperationId]?: Handler<K> };

/**
 * A row the generic entity engine read or wrote, as the answer of an operation on that entity:
 * the engine builds both the row and the contract schema from the entity's YAML.
 */
export const entityAnswer = <K extends OperationId>(row: Record<string, unknown>) => row as Sendable<AnswerContent<K>>;

/** What the router calls: any operation's handler once its operationId has picked it. */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The handlers of a map by operationId for the router, which looks them up by the contract's strings. */
export function routeHandlers(map: HandlerMap): [string, RouteHandler][] {
  return Object.entries(map) as [string, RouteHandler][];
}

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
