import type { MetaQuery } from '@refinedev/core';
import { findRouteByName } from '../../shared/route-catalog';
import type { EntityMeta, FieldMeta, OperationKind, OperationMeta, RelationMeta } from '../../shared/entity-types';

/**
 * How a schema-driven entity meets the app's Refine data provider: the resource is the
 * base path under /java-api and `meta.operations` renames the provider's calls to the
 * entity's own call names (queryList / selectEmployList, viewDetail / detail, edit / update).
 */
export function resourceOf(entity: EntityMeta): string {
  return entity.basePath.replace(/^\/java-api\//, '');
}

/** The operation of a kind: the one keyed by the kind itself first (`list`, not a narrowed `openList`). */
export function operationOf(entity: EntityMeta, kind: OperationKind): OperationMeta | undefined {
  return entity.operations[kind]?.kind === kind ? entity.operations[kind] : Object.values(entity.operations).find((op) => op.kind === kind);
}

export function operationsOf(entity: EntityMeta, kind: OperationKind): OperationMeta[] {
  return Object.values(entity.operations).filter((op) => op.kind === kind);
}

export function fieldOf(entity: EntityMeta, name: string): FieldMeta {
  const field = entity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${entity.name} has no field ${name}`);
  return field;
}

/**
 * Data provider meta for the entity: its call names. `list` is the key of the list operation
 * to read: `list`, `recycleList` (the recycle bin) or a narrowed list (a clue's `openList`).
 */
export function providerMeta(entity: EntityMeta, list = 'list'): MetaQuery {
  return {
    ...adminFlag(entity),
    operations: {
      getList: (entity.operations[list] ?? operationOf(entity, list as OperationKind))?.call,
      getOne: operationOf(entity, 'detail')?.call,
      create: operationOf(entity, 'create')?.call,
      update: operationOf(entity, 'update')?.call,
      deleteOne: operationOf(entity, 'delete')?.call,
    },
  };
}

/** The related entity's list and detail calls, for a picker, from the relation alone; a filter drops `list` to pick from all rows. */
export function relationProvider(relation: RelationMeta): { resource: string; meta: MetaQuery } {
  const { basePath, audience, listCall, detailCall, pickCall } = relation.target;
  return {
    resource: basePath.replace(/^\/java-api\//, ''),
    meta: { ...(audience === 'admin' ? { admin: true } : {}), operations: { getList: (relation.list && pickCall) || listCall, getOne: detailCall } },
  };
}

/** Back-office entities' calls go with the admin session (section 7's admin flag). */
export function adminFlag(entity: EntityMeta): { admin?: true } {
  return entity.audience === 'admin' ? { admin: true } : {};
}

/** The screen (route path) of the catalogue that plays a part for the entity, if any. */
export function screenPath(entity: EntityMeta, part: keyof EntityMeta['screens']): string | undefined {
  const name = entity.screens[part][0];
  return name ? findRouteByName(name)?.path : undefined;
}
