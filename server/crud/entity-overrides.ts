import type { EntityName, OperationKey } from '../../shared/generated/entities/entity-names.gen';
import type { Db } from '../db/client';
import type { CrudActor } from '../auth/session-actor';
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

/**
 * What was written: the rows' ids, the column values set (after beforeWrite) and, for
 * updates, each row as it was before (all columns, by id; read under a row lock).
 */
export interface AfterWriteContext extends WriteContext {
  ids: number[];
  values: Record<string, unknown>;
  before: Map<number, Record<string, unknown>>;
}

export interface CustomContext {
  db: Db;
  actor: CrudActor;
  entity: EntityRuntime;
  body: Record<string, unknown>;
  /** The caller's session: a password reset of one's own account keeps it signed in. */
  sessionId?: number;
}

export interface EntityOverrides<E extends EntityName = EntityName> {
  /**
   * Runs before every operation of the entity, after the permission check: a school switch
   * that turns a whole feature off (points authorization) refuses the calls here.
   */
  guard?(context: { db: Db; actor: CrudActor }): Promise<void>;
  /** Turns accepted body fields into column values; runs after tenant and relation checks. */
  beforeWrite?(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Runs after a create, update or setField wrote rows, in the same transaction (context.db is
   * the transaction): a failure undoes the write. Rows of other entities that follow from the
   * write go here (a follow-up record moves its clue forward).
   */
  afterWrite?(context: AfterWriteContext): Promise<void>;
  /**
   * Operations by their key in x-entity.operations (custom ones, or a standard one done the
   * entity's own way); the answer becomes the envelope content. Keys are the entity's generated
   * operation keys, so a misspelt one fails to compile.
   */
  custom?: Partial<Record<OperationKey<E>, (context: CustomContext) => Promise<unknown>>>;
}

/** Each customised entity's add-on, by generated entity name. */
export type OverrideRegistry = { [E in EntityName]?: EntityOverrides<E> };

/** An entity's handler for an operation key, read by the engine, which holds keys as plain strings. */
export function overrideFor(overrides: EntityOverrides | undefined, key: string): ((context: CustomContext) => Promise<unknown>) | undefined {
  return (overrides?.custom as Record<string, ((context: CustomContext) => Promise<unknown>) | undefined> | undefined)?.[key];
}
