import type { ComponentType } from 'react';
import type { EntityMeta } from '../../shared/entity-types';
import type { EntityName, OperationKey } from '../../shared/generated/entities/entity-names.gen';
import { findRouteByName, type RouteName } from '../../shared/route-catalog';
import type { AreaPages, PageProps } from './page-props';
import { EntityFormPage } from './entity-form-page';
import { EntityListPage } from './entity-list-page';
import { EntityShowPage } from './entity-show-page';

/**
 * A catalogue screen served by a generic entity screen narrowed to some values (open classes;
 * one scope of message templates, one category of training courses, one kind of material) or
 * to a list the server narrows (the clues' open pool) with the actions that fit it. `pair`
 * names the preset's counterpart screen: a list's create screen, a create screen's list, so
 * the user stays inside the narrowed pair.
 */
export interface Preset<E extends EntityName> {
  entity: E;
  kind: 'list' | 'create';
  values: Record<string, unknown>;
  pair?: RouteName;
  /** list: the list operation to read, when the server narrows it (x-entity `where`). */
  listOperation?: OperationKey<E>;
  /** list: the operations the screen offers, when not all of the entity's. */
  actions?: OperationKey<E>[];
  /** list: create in a dialog on the screen rather than on the entity's create screen. */
  createInDialog?: boolean;
}

/** An area's entities by name, as the generated per-audience files give them. */
type AreaEntities = Partial<Record<EntityName, EntityMeta>>;

/** Presets of an area by route name, each typed by its own entity's operation keys; the entity must be one of the area's. */
export type Presets<R extends AreaEntities> = Partial<Record<RouteName, { [E in keyof R & EntityName]: Preset<E> }[keyof R & EntityName]>>;

function declaredPages(entities: readonly EntityMeta[]): AreaPages {
  const pages: Record<string, ComponentType<PageProps>> = {};
  for (const entity of entities) {
    for (const name of entity.screens.list) pages[name] = ({ route }) => <EntityListPage entity={entity} title={route.title} />;
    for (const name of entity.screens.create) pages[name] = ({ route }) => <EntityFormPage entity={entity} title={route.title} action="create" />;
    for (const name of entity.screens.edit) pages[name] = ({ route }) => <EntityFormPage entity={entity} title={route.title} action="edit" />;
    for (const name of entity.screens.show) pages[name] = ({ route }) => <EntityShowPage entity={entity} title={route.title} />;
  }
  return pages;
}

function presetPages<R extends AreaEntities>(entities: R, presets: Presets<R>): AreaPages {
  const pages: Record<string, ComponentType<PageProps>> = {};
  for (const [name, preset] of Object.entries(presets)) {
    if (!preset) continue;
    const entity = entities[preset.entity]!;
    const pairPath = preset.pair ? findRouteByName(preset.pair)?.path : undefined;
    pages[name] =
      preset.kind === 'create'
        ? ({ route }) => <EntityFormPage entity={entity} title={route.title} action="create" preset={preset.values} listPath={pairPath} />
        : ({ route }) => (
            <EntityListPage entity={entity} title={route.title} permanentFilters={preset.values} createPath={preset.createInDialog ? null : pairPath} listOperation={preset.listOperation} actions={preset.actions} />
          );
  }
  return pages;
}

/**
 * The catalogue screens an area's entities declare in x-entity.screens, and the area's presets
 * of them (presets win over declared screens of the same name).
 */
export function entityScreenPages<R extends AreaEntities>(entities: R, presets: Presets<R> = {}): AreaPages {
  return { ...declaredPages(Object.values(entities) as EntityMeta[]), ...presetPages(entities, presets) };
}
