import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, Param, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OperationMeta, SortTerm, WhereValue } from '../../shared/entity-types';
import type { Db } from '../db/client';
import type { CrudActor } from '../auth/session-actor';
import type { EntityRuntime } from './entity-runtime';
import { likePattern, selectRows } from './read-rows';
import { lifeScope, tenantScope, type ScopeActor } from './tenant-scope';

/** The list body of the contract (already validated against `<Entity>ListBody`). */
export type ListBody = { pageNum?: number; pageSize?: number; keyword?: string; orderBy?: string; order?: 'asc' | 'desc' } & Record<string, unknown>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The entity's totals over every matching row (x-entity totals). */
  totals?: Record<string, number>;
}

/** One condition of the call: its value, and how to compare a column with the value's placeholder. */
interface Bound {
  name: string;
  value: unknown;
  condition(value: Placeholder): SQL;
}

/** Timestamp columns map Date objects to the driver; the contract carries ISO strings. */
function driverValue(entity: EntityRuntime, field: string, value: unknown): unknown {
  return entity.fields.get(field)?.type === 'date-time' && typeof value === 'string' ? new Date(value) : value;
}

const given = (value: unknown) => value !== undefined && value !== '';

/** The filters and keyword the body sets; which ones it sets is part of the statement's shape. */
function boundConditions(entity: EntityRuntime, body: ListBody): Bound[] {
  const bound: Bound[] = [];
  const { columns } = entity;
  // Bound through the column, as drizzle binds a plain value: its encoder maps the value to the driver.
  const param = (field: string, v: Placeholder) => new Param(v, columns[field]);
  for (const { field, range, listItem } of entity.meta.filters) {
    if (range) {
      const from = driverValue(entity, field, body[`${field}From`]);
      const to = driverValue(entity, field, body[`${field}To`]);
      if (given(from)) bound.push({ name: `${field}From`, value: from, condition: (v) => gte(columns[field], param(field, v)) });
      if (given(to)) bound.push({ name: `${field}To`, value: to, condition: (v) => lte(columns[field], param(field, v)) });
    } else if (listItem && given(body[field])) {
      // Commas around both sides so a tag never matches part of another ("循环" inside "嵌套循环").
      bound.push({ name: field, value: likePattern(`,${String(body[field])},`), condition: (v) => sql`(',' || ${columns[field]} || ',') like ${v}` });
    } else if (given(body[field])) {
      bound.push({ name: field, value: body[field], condition: (v) => eq(columns[field], param(field, v)) });
    }
  }
  const keyword = body.keyword?.trim();
  if (keyword && entity.meta.search.length) {
    bound.push({ name: 'keyword', value: likePattern(keyword), condition: (v) => or(...entity.meta.search.map((f) => ilike(columns[f], v)))! });
  }
  return bound;
}

/** A list operation's fixed conditions (x-entity `where`); the client cannot lift them. */
function whereConditions(entity: EntityRuntime, where: Record<string, WhereValue>): SQL[] {
  return Object.entries(where).map(([field, value]) => {
    const column = entity.columns[field];
    if (value === null) return isNull(column);
    if (Array.isArray(value)) return inArray(column, value);
    if (typeof value === 'object') return isNotNull(column);
    return eq(column, value);
  });
}

/** Placeholder names of the engine's own values; `$` keeps them apart from field names. */
const slot = { school: '$school', campus: '$campus', limit: '$limit', offset: '$offset' } as const;

interface Shape {
  entity: EntityRuntime;
  state: 'live' | 'deleted';
  actor: CrudActor;
  /** The operation's fixed conditions: constant per operation, so written into the statement. */
  fixed: Record<string, WhereValue>;
  bound: Bound[];
  /** The rows' order, ending with id. */
  order: SortTerm[];
}

function orderTerm(entity: EntityRuntime, { field, order, nulls }: SortTerm): SQL {
  const column = entity.columns[field];
  if (!nulls) return order === 'desc' ? desc(column) : asc(column);
  // Constant per operation (codegen checks it), so written into the statement's text.
  return sql`${column} ${sql.raw(order)} nulls ${sql.raw(nulls)}`;
}

/** The client's order (one field, then id the same way), else the operation's own, else the entity's. */
function orderOf(entity: EntityRuntime, body: ListBody, operationSort: SortTerm[] | undefined): SortTerm[] {
  if (!body.orderBy && operationSort) return operationSort;
  const first: SortTerm = body.orderBy ? { field: body.orderBy, order: body.order ?? 'asc' } : entity.meta.defaultSort;
  return first.field === 'id' ? [first] : [first, { field: 'id', order: first.order }];
}

/** `sum(<field>)` of each total, 0 over no rows; a bigint sum comes back as text, read as a number. */
function totalColumns(entity: EntityRuntime): Record<string, SQL<string>> {
  return Object.fromEntries((entity.meta.totals ?? []).map((field) => [field, sql<string>`coalesce(sum(${entity.columns[field]}), 0)`]));
}

function buildStatements(db: Db, { entity, state, actor, fixed, bound, order }: Shape) {
  const scopeActor: ScopeActor = actor.kind === 'staff' ? { kind: 'staff', schoolId: sql.placeholder(slot.school), campusId: actor.campusId === null ? null : sql.placeholder(slot.campus) } : { kind: 'admin' };
  const where = and(tenantScope(entity, scopeActor), lifeScope(entity, state), ...whereConditions(entity, fixed), ...bound.map((b) => b.condition(sql.placeholder(b.name))));
  const orderBy = order.map((term) => orderTerm(entity, term));
  // An empty name: the driver sends an unnamed statement, exactly as an unprepared query does.
  // A named one would let PostgreSQL settle on a generic plan, blind to how unevenly rows
  // spread over schools; only drizzle's query building is saved, not the server's planning.
  return {
    page: selectRows(db, entity, scopeActor).where(where).orderBy(...orderBy).limit(sql.placeholder(slot.limit)).offset(sql.placeholder(slot.offset)).prepare(''),
    // The count statement also sums the entity's totals: one pass over the matching rows.
    count: db.select({ n: count(), ...totalColumns(entity) }).from(entity.table).where(where).prepare(''),
  };
}

type Statements = ReturnType<typeof buildStatements>;

/** Shapes kept per database; far more than the screens ever ask for, so eviction is rare. */
const maxShapes = 500;
const cache = new WeakMap<Db, Map<string, Statements>>();

/**
 * The list's page and count statements for this call's shape (entity, live or deleted rows,
 * the operation's fixed conditions, the actor's scope, which filters are set, the order), built once: a repeated list call only
 * binds its values. The SQL text is the same as building the query anew each time.
 */
function statementsFor(db: Db, shape: Shape): Statements {
  let shapes = cache.get(db);
  if (!shapes) cache.set(db, (shapes = new Map()));
  const key = [shape.entity.meta.name, shape.state, shape.actor.kind, shape.actor.kind === 'staff' && shape.actor.campusId !== null, JSON.stringify(shape.order), JSON.stringify(shape.fixed), ...shape.bound.map((b) => b.name)].join('\u0000');
  let statements = shapes.get(key);
  if (!statements) {
    if (shapes.size >= maxShapes) shapes.delete(shapes.keys().next().value!);
    statements = buildStatements(db, shape);
    shapes.set(key, statements);
  }
  return statements;
}

export async function listRows(
  db: Db,
  entity: EntityRuntime,
  actor: CrudActor,
  body: ListBody,
  state: 'live' | 'deleted',
  operation: Pick<OperationMeta, 'where' | 'defaultSort'> = {},
): Promise<Page<Record<string, unknown>>> {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 10;
  const bound = boundConditions(entity, body);
  const order = orderOf(entity, body, operation.defaultSort);
  const statements = statementsFor(db, { entity, state, actor, fixed: operation.where ?? {}, bound, order });
  const values: Record<string, unknown> = Object.fromEntries(bound.map((b) => [b.name, b.value]));
  if (actor.kind === 'staff') {
    values[slot.school] = actor.schoolId;
    values[slot.campus] = actor.campusId;
  }
  const [list, totals] = await Promise.all([statements.page.execute({ ...values, [slot.limit]: pageSize, [slot.offset]: (pageNum - 1) * pageSize }), statements.count.execute(values)]);
  const [counted] = totals as Array<Record<string, unknown>>;
  const sums = entity.meta.totals ? { totals: Object.fromEntries(entity.meta.totals.map((field) => [field, Number(counted[field])])) } : {};
  return { list, total: Number(counted.n), pageNum, pageSize, ...sums };
}
