import type { Db } from '../db/client';
import type { CrudActor } from './crud-actor';
import type { EntityRuntime } from './entity-runtime';

/**
 * What an entity may add to the generic engine, in server/features/<entity>/: a hook on the
 * values about to be written (hash a password, fill a default) and handlers for its custom
 * operations. Everything else stays generic.
 */
export interface WriteContext {
  db: Db;
  actor: CrudActor;
  entity: EntityRuntime;
  mode: 'create' | 'update';
}

export interface CustomContext {
  db: Db;
  actor: CrudActor;
  entity: EntityRuntime;
  body: Record<string, unknown>;
}

export interface EntityOverrides {
  /** Turns accepted body fields into column values; runs after tenant and relation checks. */
  beforeWrite?(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Custom operations by their key in x-entity.operations; the answer becomes the envelope content. */
  custom?: Record<string, (context: CustomContext) => Promise<unknown>>;
}

export type OverrideRegistry = Record<string, EntityOverrides>;
