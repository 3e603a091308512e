import type { ComponentType } from 'react';
import type { PageProps } from '../app/page-props';
import { entityList, type EntityName } from './entities.gen';
import { EntityFormPage } from './entity-form-page';
import { EntityListPage } from './entity-list-page';
import { entityMeta } from './entity-resource';
import { EntityShowPage } from './entity-show-page';
import { RecycleBinPage } from './recycle-bin-page';

/**
 * Catalogue screens served by the generic entity screens, by route name. The screens an
 * entity declares in x-entity.screens come for free; the few presets below only narrow a
 * generic screen (open classes). The school page registry spreads this map.
 */
const presets: Record<string, { entity: EntityName; kind: 'list' | 'create'; values: Record<string, unknown> }> = {
  'create-openclass1': { entity: 'SchoolClass', kind: 'create', values: { isOpen: true } },
  // Back office: contracted schools and trial (experience) schools are the school list narrowed.
  'cooperative-school': { entity: 'School', kind: 'list', values: { trial: false } },
  'experience-campus': { entity: 'School', kind: 'list', values: { trial: true } },
};

function declaredPages(audience: 'staff' | 'admin'): Record<string, ComponentType<PageProps>> {
  const pages: Record<string, ComponentType<PageProps>> = {};
  for (const entity of entityList.filter((e) => e.audience === audience)) {
    for (const name of entity.screens.list) pages[name] = ({ route }) => <EntityListPage entity={entity} title={route.title} />;
    for (const name of entity.screens.create) pages[name] = ({ route }) => <EntityFormPage entity={entity} title={route.title} action="create" />;
    for (const name of entity.screens.edit) pages[name] = ({ route }) => <EntityFormPage entity={entity} title={route.title} action="edit" />;
    for (const name of entity.screens.show) pages[name] = ({ route }) => <EntityShowPage entity={entity} title={route.title} />;
  }
  return pages;
}

function presetPages(audience: 'staff' | 'admin'): Record<string, ComponentType<PageProps>> {
  const pages: Record<string, ComponentType<PageProps>> = {};
  for (const [name, preset] of Object.entries(presets)) {
    const entity = entityMeta(preset.entity);
    if (entity.audience !== audience) continue;
    pages[name] =
      preset.kind === 'create'
        ? ({ route }) => <EntityFormPage entity={entity} title={route.title} action="create" preset={preset.values} />
        : ({ route }) => <EntityListPage entity={entity} title={route.title} permanentFilters={preset.values} />;
  }
  return pages;
}

export const resourcePages: Record<string, ComponentType<PageProps>> = {
  ...declaredPages('staff'),
  ...presetPages('staff'),
  recycleBin: ({ route }) => <RecycleBinPage title={route.title} />,
};

/** The back office's entity screens (x-entity audience admin); the admin page registry spreads this map. */
export const adminResourcePages: Record<string, ComponentType<PageProps>> = { ...declaredPages('admin'), ...presetPages('admin') };
