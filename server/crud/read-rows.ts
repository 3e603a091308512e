import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { ApiFailure } from '../lib/api-failure';
import type { CrudActor } from './crud-actor';
import type { EntityRuntime } from './entity-runtime';
import type { WhereValue } from '../../src/resources/entity-types';
import { lifeScope, tenantScope } from './tenant-scope';

/** The list body of the contract (already validated against `<Entity>ListBody`). */
export type ListBody = { pageNum?: number; pageSize?: number; keyword?: string; orderBy?: string; order?: 'asc' | 'desc' } & Record<string, unknown>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** `%` and `_` in a keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Timestamp columns map Date objects to the driver; the contract carries ISO strings. */
function driverValue(entity: EntityRuntime, field: string, value: unknown): unknown {
  return entity.fields.get(field)?.type === 'date-time' && typeof value === 'string' ? new Date(value) : value;
}

function filterConditions(entity: EntityRuntime, body: ListBody): SQL[] {
  const conditions: SQL[] = [];
  const { columns } = entity;
  for (const filter of entity.meta.filters) {
    if (filter.range) {
      const from = driverValue(entity, filter.field, body[`${filter.field}From`]);
      const to = driverValue(entity, filter.field, body[`${filter.field}To`]);
      if (from !== undefined && from !== '') conditions.push(gte(columns[filter.field], from));
      if (to !== undefined && to !== '') conditions.push(lte(columns[filter.field], to));
    } else if (body[filter.field] !== undefined && body[filter.field] !== '') {
      conditions.push(eq(columns[filter.field], body[filter.field]));
    }
  }
  const keyword = body.keyword?.trim();
  if (keyword && entity.meta.search.length) {
    conditions.push(or(...entity.meta.search.map((f) => ilike(columns[f], likePattern(keyword))))!);
  }
  return conditions;
}

/** A list operation's fixed conditions (x-entity `where`); the client cannot lift them. */
function whereConditions(entity: EntityRuntime, where: Record<string, WhereValue> = {}): SQL[] {
  return Object.entries(where).map(([field, value]) => {
    const column = entity.columns[field];
    if (value === null) return isNull(column);
    if (Array.isArray(value)) return inArray(column, value);
    if (typeof value === 'object') return isNotNull(column);
    return eq(column, value);
  });
}

/** SELECT of public columns plus each relation's label, joined within the same school. */
function selectRows(db: Db, entity: EntityRuntime, actor: CrudActor) {
  let query = db.select(entity.selection).from(entity.table).$dynamic();
  for (const rel of entity.relations) {
    const school = rel.target.meta.tenant?.school;
    // Labels come from the same school only (campus is not narrowed: the row itself already is).
    const sameSchool = school && actor.kind === 'staff' ? eq(rel.columns[school], actor.schoolId) : undefined;
    const on = and(eq(rel.columns.id, entity.columns[rel.field.name]), sameSchool);
    query = query.leftJoin(rel.table, on);
  }
  return query;
}

export async function listRows(
  db: Db,
  entity: EntityRuntime,
  actor: CrudActor,
  body: ListBody,
  state: 'live' | 'deleted',
  fixed?: Record<string, WhereValue>,
): Promise<Page<Record<string, unknown>>> {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 10;
  const where = and(tenantScope(entity, actor), lifeScope(entity, state), ...whereConditions(entity, fixed), ...filterConditions(entity, body));
  const sortField = body.orderBy ?? entity.meta.defaultSort.field;
  const direction = (body.orderBy ? (body.order ?? 'asc') : entity.meta.defaultSort.order) === 'desc' ? desc : asc;
  const orderBy = sortField === 'id' ? [direction(entity.columns.id)] : [direction(entity.columns[sortField]), direction(entity.columns.id)];
  const [list, totals] = await Promise.all([
    selectRows(db, entity, actor)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(entity.table).where(where),
  ]);
  return { list, total: Number(totals[0].n), pageNum, pageSize };
}

/** Rows by id within the actor's scope; missing and foreign ids look the same. */
export async function readRows(db: Db, entity: EntityRuntime, actor: CrudActor, ids: number[], state: 'live' | 'deleted' = 'live') {
  return selectRows(db, entity, actor).where(and(inArray(entity.columns.id, ids), tenantScope(entity, actor), lifeScope(entity, state)));
}

export async function readOne(db: Db, entity: EntityRuntime, actor: CrudActor, id: number): Promise<Record<string, unknown>> {
  const [row] = await readRows(db, entity, actor, [id]);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
  return row;
}
