import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { EntityMeta, FieldMeta } from '../../shared/entity-types';
import type { EntityName, OperationKey } from '../../shared/generated/entities/entity-names.gen';
import type { CustomActionProps } from './custom-action-props';

/** A custom operation whose dialog asks for one value, and how the value is sent. */
export interface ValueField {
  field: FieldMeta | ((entity: EntityMeta) => FieldMeta);
  encode?: (value: unknown) => unknown;
}

/**
 * What a feature adds to the generic screens of one entity. Keys are the entity's generated
 * operation keys, so an add-on for an operation the entity does not have fails to compile.
 */
export interface EntityWebAddon<E extends EntityName> {
  /** Shown below the fields of the entity's detail view (a clue's follow-up records). */
  detailExtra?: ComponentType<{ record: Record<string, unknown> }>;
  /** Operations offered on some rows only; the server refuses them on the others. */
  rowFilters?: Partial<Record<OperationKey<E>, (record: Record<string, unknown>) => boolean>>;
  /** Custom operations with a dialog of their own. */
  buttons?: Partial<Record<OperationKey<E>, ComponentType<CustomActionProps>>>;
  /** Custom operations whose dialog is one value. */
  valueFields?: Partial<Record<OperationKey<E>, ValueField>>;
}

/** The add-ons of an area's entities, by generated entity name. */
export type EntityWebAddons = { [E in EntityName]?: EntityWebAddon<E> };

/** The loose view the generic screens read through: they hold an entity's description, not its literal name. */
interface AnyEntityAddon {
  detailExtra?: ComponentType<{ record: Record<string, unknown> }>;
  rowFilters?: Record<string, ((record: Record<string, unknown>) => boolean) | undefined>;
  buttons?: Record<string, ComponentType<CustomActionProps> | undefined>;
  valueFields?: Record<string, ValueField | undefined>;
}

const EntityAddonsContext = createContext<EntityWebAddons>({});

/** Area chunks provide their entities' add-ons; the generic screens below read them. */
export function EntityAddonsProvider({ addons, children }: { addons: EntityWebAddons; children: ReactNode }) {
  return <EntityAddonsContext.Provider value={addons}>{children}</EntityAddonsContext.Provider>;
}

export function useEntityAddon(entity: EntityMeta): AnyEntityAddon {
  const addons = useContext(EntityAddonsContext);
  return (addons[entity.name as EntityName] as AnyEntityAddon | undefined) ?? {};
}
