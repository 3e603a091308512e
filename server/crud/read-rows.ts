import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { ApiFailure } from '../lib/api-failure';
import type { CrudActor } from '../auth/session-actor';
import type { EntityRuntime } from './entity-runtime';
import { lifeScope, tenantScope, type ScopeActor } from './tenant-scope';

/** `%` and `_` in a keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SELECT of public columns plus each relation's label, joined within the same school. */
export function selectRows(db: Db, entity: EntityRuntime, actor: ScopeActor) {
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

/** Rows by id within the actor's scope; missing and foreign ids look the same. */
export async function readRows(db: Db, entity: EntityRuntime, actor: CrudActor, ids: number[], state: 'live' | 'deleted' = 'live') {
  return selectRows(db, entity, actor).where(and(inArray(entity.columns.id, ids), tenantScope(entity, actor), lifeScope(entity, state)));
}

export async function readOne(db: Db, entity: EntityRuntime, actor: CrudActor, id: number): Promise<Record<string, unknown>> {
  const [row] = await readRows(db, entity, actor, [id]);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
  return row;
}
