import { getTableColumns, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { entityTables } from '../generated/entity-tables.gen';
import { entities } from '../../shared/generated/entities/index.gen';
import type { EntityMeta, FieldMeta } from '../../shared/entity-types';

/**
 * An entity as the engine uses it: its description, its drizzle table and columns by
 * property name, the columns it may return (never internal ones such as password hashes)
 * and one aliased join per relation for the label fields.
 */
export interface RelationJoin {
  field: FieldMeta;
  target: EntityRuntime;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
}

export interface EntityRuntime {
  meta: EntityMeta;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  fields: Map<string, FieldMeta>;
  /** Public columns selected for every answer. */
  selection: Record<string, AnyPgColumn | SQL>;
  relations: RelationJoin[];
}

function build(): Map<string, EntityRuntime> {
  const runtimes = new Map<string, EntityRuntime>();
  for (const meta of Object.values(entities)) {
    const table = entityTables[meta.name as keyof typeof entityTables] as unknown as PgTable;
    if (!table) throw new Error(`entity ${meta.name} has no generated table; run npm run codegen`);
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const fields = new Map(meta.fields.map((f) => [f.name, f]));
    const selection: Record<string, AnyPgColumn | SQL> = {};
    for (const f of meta.fields) if (!f.virtual) selection[f.name] = columns[f.name];
    runtimes.set(meta.name, { meta, table, columns, fields, selection, relations: [] });
  }
  for (const runtime of runtimes.values()) {
    for (const field of runtime.meta.fields) {
      if (!field.relation) continue;
      const target = runtimes.get(field.relation.entity)!;
      const table = alias(target.table, `rel_${field.name}`) as unknown as PgTable;
      // Columns read through the alias proxy so that they carry the alias name in SQL.
      const columns = Object.fromEntries(Object.keys(target.columns).map((k) => [k, (table as unknown as Record<string, AnyPgColumn>)[k]]));
      runtime.relations.push({ field, target, table, columns });
      runtime.selection[field.relation.as] = columns[field.relation.labelField];
    }
  }
  return runtimes;
}

let cache: Map<string, EntityRuntime> | undefined;

export function entityRuntimes(): Map<string, EntityRuntime> {
  cache ??= build();
  return cache;
}
