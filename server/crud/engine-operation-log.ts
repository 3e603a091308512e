import type { FastifyRequest } from 'fastify';
import type { OperationMeta } from '../../shared/entity-types';
import type { Db } from '../db/client';
import type { CrudActor } from '../auth/session-actor';
import type { EntityRuntime } from './entity-runtime';
import { recordOperation } from './operation-log';
import { readRows } from './read-rows';

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

/** Kinds that write. */
const writeKinds = new Set<OperationMeta['kind']>(['create', 'update', 'delete', 'batchDelete', 'restore', 'setField', 'import']);

/**
 * Custom operations write unless their call only reads (queryResourceTree, getTchRoleMap ...):
 * those are named query…, get… or select… throughout the specification.
 */
const readsOnly = (op: OperationMeta) => /^(query|get|select)/.test(op.call);

const logged = (op: OperationMeta) => writeKinds.has(op.kind) || (op.kind === 'custom' && !readsOnly(op));

const idsOf = (op: OperationMeta, body: Body): number[] => (Array.isArray(body.ids) ? (body.ids as number[]) : typeof body.id === 'number' ? [body.id] : []);

/**
 * Wraps one engine operation so that a staff write leaves one log row: the rows it will
 * change are read first (same scope as the write, so nothing foreign is read), the write runs,
 * then the log row holds the changed fields. The engine's own writes and their log row share
 * one transaction, so a school's log never misses a change nor records one that did not
 * happen; custom operations (hand-written, some calling out of the database) log after their
 * write. Reads and the log itself pass straight through.
 */
export async function withOperationLog(
  db: Db,
  request: FastifyRequest,
  context: { entity: EntityRuntime; actor: CrudActor; op: OperationMeta; body: Body },
  run: (db: Db) => Promise<unknown>,
): Promise<unknown> {
  const { actor, op } = context;
  if (actor.kind !== 'staff' || !logged(op)) return run(db);
  if (op.kind === 'custom') return writeAndLog(db, request, context, run);
  return db.transaction((tx) => writeAndLog(tx as unknown as Db, request, context, run));
}

async function writeAndLog(
  db: Db,
  request: FastifyRequest,
  context: { entity: EntityRuntime; actor: CrudActor; op: OperationMeta; body: Body },
  run: (db: Db) => Promise<unknown>,
): Promise<unknown> {
  const { entity, actor, op, body } = context;
  const ids = idsOf(op, body);
  const readsBefore = op.kind === 'update' || op.kind === 'setField' || op.kind === 'delete' || op.kind === 'batchDelete';
  const before = readsBefore && ids.length ? ((await readRows(db, entity, actor, ids)) as Row[]) : [];
  const content = await run(db);
  let after: Row[] = [];
  let touched: (number | string)[] = ids;
  if (op.kind === 'create' || ((op.kind === 'update' || op.kind === 'setField') && !op.batch)) {
    after = [content as Row];
    touched = [(content as Row).id as number];
  } else if (op.kind === 'setField' || op.kind === 'restore') {
    after = (await readRows(db, entity, actor, ids)) as Row[];
    touched = after.map((row) => row.id as number);
  } else if (op.kind === 'batchDelete') {
    touched = before.map((row) => row.id as number);
  }
  // A batch that matched nothing changed nothing: there is no write to record.
  if (op.batch || op.kind === 'batchDelete') if (!touched.length) return content;
  await recordOperation(db, request, actor, { operation: op.key, entityName: entity.meta.name, entityTitle: entity.meta.title, ids: touched, before, after });
  return content;
}
