import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { ApiFailure } from '../lib/api-failure';
import type { CrudActor } from '../auth/session-actor';
import { translateDbError } from './db-errors';
import type { EntityRuntime } from './entity-runtime';
import type { EntityOverrides } from './entity-overrides';
import { readOne } from './read-rows';
import { lifeScope, tenantScope } from './tenant-scope';
import { endSessionsOfChangedAccounts, endsSessions } from './account-changes';

type Values = Record<string, unknown>;

/** Body fields the client may write: never ids, tenant columns or other read-only fields. */
function writableValues(entity: EntityRuntime, body: Values, includeVirtual: boolean): Values {
  const values: Values = {};
  for (const field of entity.meta.fields) {
    if (field.readOnly || (field.virtual && !includeVirtual)) continue;
    const value = body[field.name];
    // Timestamp columns take Date objects; the contract carries ISO strings.
    if (value !== undefined) values[field.name] = field.type === 'date-time' && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}

/** A campus-bound actor writes only inside their campus; new rows land there by default. */
function applyCampusScope(entity: EntityRuntime, actor: CrudActor, values: Values, mode: 'create' | 'update'): void {
  const campus = entity.meta.tenant?.campus;
  if (!campus || campus === 'id' || actor.kind !== 'staff' || actor.campusId === null) return;
  if (values[campus] === undefined || values[campus] === null) {
    if (mode === 'create' || values[campus] === null) values[campus] = actor.campusId;
    return;
  }
  if (values[campus] !== actor.campusId) throw new ApiFailure(ErrorCodes.AuthFailure, '无权操作其他校区的数据');
}

/**
 * Every relation id written must name a live row the actor may see: another school's class
 * id is refused exactly like a missing one, so ids cannot be used to link across tenants.
 */
async function checkRelations(db: Db, entity: EntityRuntime, actor: CrudActor, values: Values): Promise<void> {
  for (const rel of entity.relations) {
    const id = values[rel.field.name];
    if (id === undefined || id === null) continue;
    const target = rel.target;
    const rows = await db
      .select({ id: target.columns.id })
      .from(target.table)
      .where(and(eq(target.columns.id, id as number), tenantScope(target, actor), lifeScope(target, 'live')))
      .limit(1);
    if (!rows.length) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${rel.field.title}（${rel.field.name}）不存在`);
  }
}

async function prepare(db: Db, entity: EntityRuntime, actor: CrudActor, overrides: EntityOverrides | undefined, values: Values, mode: 'create' | 'update') {
  applyCampusScope(entity, actor, values, mode);
  await checkRelations(db, entity, actor, values);
  const prepared = overrides?.beforeWrite ? await overrides.beforeWrite(values, { db, actor, entity, mode }) : values;
  for (const field of entity.meta.fields) if (field.virtual) delete prepared[field.name];
  return prepared;
}

/**
 * Runs a write, the entity's afterWrite hook and the end of the sessions of accounts the write
 * takes out of good standing in one transaction (only when there is one of them:
 * plain writes stay a single statement); answers the ids the write touched.
 */
async function writeThenHook(
  db: Db,
  context: { entity: EntityRuntime; actor: CrudActor; overrides: EntityOverrides | undefined; mode: 'create' | 'update'; values: Values; where?: SQL },
  write: (db: Db) => Promise<number[]>,
): Promise<number[]> {
  const hook = context.overrides?.afterWrite;
  const endSessions = context.mode === 'update' && endsSessions(context.entity, context.values);
  if (!hook && !endSessions) return write(db);
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    // The rows as they were, locked so that the hook compares against what it replaced.
    const old = context.where ? await scoped.select().from(context.entity.table).where(context.where).for('update') : [];
    const before = new Map(old.map((row) => [Number((row as Values).id), row as Values]));
    const ids = await write(scoped);
    if (ids.length && endSessions) await endSessionsOfChangedAccounts(scoped, context.entity, ids, context.values);
    if (ids.length && hook) await hook({ db: scoped, actor: context.actor, entity: context.entity, mode: context.mode, ids, values: context.values, before });
    return ids;
  });
}

export async function createRow(db: Db, entity: EntityRuntime, actor: CrudActor, overrides: EntityOverrides | undefined, body: Values) {
  const values = await prepare(db, entity, actor, overrides, writableValues(entity, body, true), 'create');
  if (entity.meta.tenant && actor.kind === 'staff') values[entity.meta.tenant.school] = actor.schoolId;
  try {
    const [id] = await writeThenHook(db, { entity, actor, overrides, mode: 'create', values }, async (w) => {
      const [row] = await w.insert(entity.table).values(values).returning({ id: entity.columns.id });
      return [row.id as number];
    });
    return readOne(db, entity, actor, id);
  } catch (error) {
    return translateDbError(error, entity);
  }
}

/** Writes values to the given rows within the actor's scope; answers how many changed. */
export async function updateRows(db: Db, entity: EntityRuntime, actor: CrudActor, overrides: EntityOverrides | undefined, ids: number[], changes: Values): Promise<number> {
  const values = await prepare(db, entity, actor, overrides, changes, 'update');
  const where = and(inArray(entity.columns.id, ids), tenantScope(entity, actor), lifeScope(entity, 'live'));
  if (!Object.keys(values).length) return (await db.select({ id: entity.columns.id }).from(entity.table).where(where)).length;
  try {
    const changed = await writeThenHook(db, { entity, actor, overrides, mode: 'update', values, where }, async (w) => {
      const rows = await w.update(entity.table).set(values).where(where).returning({ id: entity.columns.id });
      return rows.map((r) => r.id as number);
    });
    return changed.length;
  } catch (error) {
    return translateDbError(error, entity);
  }
}

export async function updateRow(db: Db, entity: EntityRuntime, actor: CrudActor, overrides: EntityOverrides | undefined, body: Values) {
  const id = body.id as number;
  const changed = await updateRows(db, entity, actor, overrides, [id], writableValues(entity, body, false));
  if (!changed) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
  return readOne(db, entity, actor, id);
}

/** Soft-deleting entities move rows to the recycle bin; the others delete them for good. */
export async function deleteRows(db: Db, entity: EntityRuntime, actor: CrudActor, ids: number[]): Promise<number> {
  const where = and(inArray(entity.columns.id, ids), tenantScope(entity, actor), lifeScope(entity, 'live'));
  try {
    const column = entity.meta.softDelete;
    const remove = async (w: Db) => {
      const rows = column
        ? await w.update(entity.table).set({ [column]: sql`now()` }).where(where).returning({ id: entity.columns.id })
        : await w.delete(entity.table).where(where).returning({ id: entity.columns.id });
      return rows.map((r) => r.id as number);
    };
    if (!endsSessions(entity, null)) return (await remove(db)).length;
    // A deleted account's sessions end with it: restored from the recycle bin, it signs in anew.
    return await db.transaction(async (tx) => {
      const ids = await remove(tx as unknown as Db);
      await endSessionsOfChangedAccounts(tx as unknown as Db, entity, ids, null);
      return ids.length;
    });
  } catch (error) {
    return translateDbError(error, entity);
  }
}

export async function restoreRows(db: Db, entity: EntityRuntime, actor: CrudActor, ids: number[]): Promise<number> {
  const column = entity.meta.softDelete!;
  try {
    const rows = await db
      .update(entity.table)
      .set({ [column]: null })
      .where(and(inArray(entity.columns.id, ids), tenantScope(entity, actor), lifeScope(entity, 'deleted')))
      .returning({ id: entity.columns.id });
    return rows.length;
  } catch (error) {
    return translateDbError(error, entity);
  }
}
