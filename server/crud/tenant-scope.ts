import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntityRuntime } from './entity-runtime';

/**
 * What the scope reads of an actor. School and campus may be placeholders so that a list
 * statement built once per shape binds them on each call (see list-statements.ts).
 */
export type ScopeActor = { kind: 'admin' } | { kind: 'staff'; schoolId: number | Placeholder; campusId: number | Placeholder | null };

/**
 * The rows an actor may touch: always their school, their campus when they are confined
 * to one and the entity has a campus column. Every read and write of the engine is ANDed
 * with this, so ids from another school simply match nothing.
 */
export function tenantScope(entity: EntityRuntime, actor: ScopeActor, columns: Record<string, AnyPgColumn> = entity.columns): SQL | undefined {
  // Back-office entities are platform-wide; loadActor lets only admins reach them. On a table
  // schools share, the platform's rows are those without a school: schools' rows stay theirs.
  if (!entity.meta.tenant) return entity.meta.platformColumn ? isNull(columns[entity.meta.platformColumn]) : undefined;
  // A school entity seen by anyone but its school's staff would leak rows: match nothing.
  if (actor.kind !== 'staff') return sql`false`;
  const { school, campus } = entity.meta.tenant;
  const parts = [eq(columns[school], actor.schoolId)];
  if (campus && actor.campusId !== null) parts.push(eq(columns[campus], actor.campusId));
  return and(...parts);
}

/** Live rows, or the recycle bin's, for soft-deleting entities; everything otherwise. */
export function lifeScope(entity: EntityRuntime, state: 'live' | 'deleted', columns: Record<string, AnyPgColumn> = entity.columns): SQL | undefined {
  const column = entity.meta.softDelete;
  if (!column) return undefined;
  return state === 'live' ? isNull(columns[column]) : isNotNull(columns[column]);
}
