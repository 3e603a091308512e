import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { HandlerMap, RouteHandler } from '../handler';
import { ok } from '../lib/envelope';
import type { OperationMeta } from '../../shared/entity-types';
import { loadActor, requirePermission, type CrudActor } from '../auth/session-actor';
import { entityRuntimes, type EntityRuntime } from './entity-runtime';
import { overrideFor, type EntityOverrides, type OverrideRegistry } from './entity-overrides';
import type { EntityName } from '../../shared/generated/entities/entity-names.gen';
import { withOperationLog } from './engine-operation-log';
import { importRows } from './import-rows';
import { listRows, type ListBody } from './list-rows';
import { readOne } from './read-rows';
import { createRow, deleteRows, restoreRows, updateRow, updateRows } from './write-rows';
import { ApiFailure } from '../lib/api-failure';
import { ErrorCodes } from '../../shared/error-codes';
import { guardAccountChange } from './account-changes';

type Body = Record<string, unknown>;
type Run = (args: { deps: AppDeps; entity: EntityRuntime; actor: CrudActor; overrides?: EntityOverrides; op: OperationMeta; body: Body; sessionId?: number }) => Promise<unknown>;

const notFound = (entity: EntityRuntime) => new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);

/** One implementation per operation kind; every entity's operations share them. */
const runners: Record<OperationMeta['kind'], Run> = {
  list: ({ deps, entity, actor, op, body }) => listRows(deps.db, entity, actor, body as ListBody, 'live', op),
  recycleList: ({ deps, entity, actor, body }) => listRows(deps.db, entity, actor, body as ListBody, 'deleted'),
  detail: ({ deps, entity, actor, body }) => readOne(deps.db, entity, actor, body.id as number),
  create: ({ deps, entity, actor, overrides, body }) => createRow(deps.db, entity, actor, overrides, body),
  update: ({ deps, entity, actor, overrides, body }) => updateRow(deps.db, entity, actor, overrides, body),
  async delete({ deps, entity, actor, body }) {
    if (!(await deleteRows(deps.db, entity, actor, [body.id as number]))) throw notFound(entity);
    return null;
  },
  batchDelete: async ({ deps, entity, actor, body }) => ({ count: await deleteRows(deps.db, entity, actor, body.ids as number[]) }),
  async restore({ deps, entity, actor, body }) {
    if (!(await restoreRows(deps.db, entity, actor, [body.id as number]))) throw notFound(entity);
    return null;
  },
  import: ({ deps, entity, actor, overrides, body }) => importRows(deps.db, entity, actor, overrides, body.rows as Body[], body.partial === true),
  async setField({ deps, entity, actor, overrides, op, body }) {
    const changes = { [op.field!]: op.value !== undefined ? op.value : body[op.field!] };
    const ids = op.batch ? (body.ids as number[]) : [body.id as number];
    const count = await updateRows(deps.db, entity, actor, overrides, ids, changes);
    if (op.batch) return { count };
    if (!count) throw notFound(entity);
    return readOne(deps.db, entity, actor, ids[0]);
  },
  async custom({ deps, entity, actor, overrides, op, body, sessionId }) {
    const handler = overrideFor(overrides, op.key);
    if (!handler) throw new Error(`entity ${entity.meta.name} has no handler for custom operation ${op.key}`);
    return handler({ db: deps.db, actor, entity, body, sessionId });
  },
};

function handlerFor(deps: AppDeps, entity: EntityRuntime, op: OperationMeta, overrides: EntityOverrides | undefined): RouteHandler {
  return async (request: FastifyRequest) => {
    const actor = await loadActor(deps.db, request, entity.meta.audience);
    requirePermission(actor, op.permissions);
    if (overrides?.guard) await overrides.guard({ db: deps.db, actor });
    const body = (request.body ?? {}) as Body;
    await guardAccountChange(deps.db, actor, entity, op, body);
    const content = await withOperationLog(deps.db, request, { entity, actor, op, body }, (db) =>
      runners[op.kind]({ deps: { ...deps, db }, entity, actor, overrides, op, body, sessionId: request.auth?.id }),
    );
    return ok(content ?? null);
  };
}

/** Handlers for every operation of every schema-driven entity, by operationId. */
export function crudHandlers(deps: AppDeps, overrides: OverrideRegistry): HandlerMap {
  // One generic handler serves many operations: typed by the contract only where it registers.
  const handlers: Record<string, RouteHandler> = {};
  for (const entity of entityRuntimes().values()) {
    const own = overrides[entity.meta.name as EntityName] as EntityOverrides | undefined;
    for (const op of Object.values(entity.meta.operations)) {
      if (op.kind === 'custom' && !overrideFor(own, op.key)) throw new Error(`entity ${entity.meta.name}: custom operation ${op.key} has no handler`);
      handlers[op.operationId] = handlerFor(deps, entity, op, own);
    }
  }
  return handlers as HandlerMap;
}
