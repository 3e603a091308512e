import type { ComponentType } from 'react';
import { findRouteByName } from '../../shared/route-catalog';
import type { PageProps } from '../app/page-props';
import { entityList, type EntityName } from './entities.gen';
import { EntityFormPage } from './entity-form-page';
import { EntityListPage } from './entity-list-page';
import { entityMeta } from './entity-resource';
import { EntityShowPage } from './entity-show-page';
import { RecycleBinPage } from './recycle-bin-page';

/**
 * Catalogue screens served by the generic entity screens, by route name. The screens an
 * entity declares in x-entity.screens come for free; the presets below narrow a generic
 * screen to some values (open classes; one scope of message templates, one category of
 * training courses, one kind of material) or to a list the server narrows (the clues' open
 * pool) with the actions that fit it. `pair` names the preset's counterpart screen:
 * a list's create screen, a create screen's list, so the user stays inside the narrowed pair.
 */
interface Preset {
  entity: EntityName;
  kind: 'list' | 'create';
  values: Record<string, unknown>;
  pair?: string;
  /** list: the list operation to read, when the server narrows it (x-entity `where`). */
  listOperation?: string;
  /** list: the operations the screen offers, when not all of the entity's. */
  actions?: string[];
  /** list: create in a dialog on the screen rather than on the entity's create screen. */
  createInDialog?: boolean;
}

const presets: Record<string, Preset> = {
  'create-openclass1': { entity: 'SchoolClass', kind: 'create', values: { isOpen: true } },
  platformTemplate: { entity: 'MessageTemplate', kind: 'list', values: { scope: 1 } },
  campusTemplate: { entity: 'MessageTemplate', kind: 'list', values: { scope: 2 } },
  trainingCourseAdmin: { entity: 'TeacherTraining', kind: 'list', values: { category: 1 }, pair: 'addTrainingCourseAdmin' },
  addTrainingCourseAdmin: { entity: 'TeacherTraining', kind: 'create', values: { category: 1 }, pair: 'trainingCourseAdmin' },
  'admin-coursesTraining': { entity: 'TeacherTraining', kind: 'list', values: { category: 2 }, pair: 'coursesTraining-add' },
  'coursesTraining-add': { entity: 'TeacherTraining', kind: 'create', values: { category: 2 }, pair: 'admin-coursesTraining' },
  scene: { entity: 'Material', kind: 'list', values: { kind: 'scene' } },
  materialFile: { entity: 'Material', kind: 'list', values: { kind: 'file' } },
  // Back office: contracted schools and trial (experience) schools are the school list narrowed.
  'cooperative-school': { entity: 'School', kind: 'list', values: { trial: false } },
  'experience-campus': { entity: 'School', kind: 'list', values: { trial: true } },
  // Principals are the platform's staff list narrowed to principals (teacher-management lists everyone).
  'principal-management': { entity: 'PlatformStaff', kind: 'list', values: { isPrincipal: true } },
  // Intended students nobody follows (公海: enter, claim, hand out) and those being followed
  // (流转: follow up in the details, change the state, hand over or give back to the pool).
  'open-entering-student': { entity: 'Clue', kind: 'list', values: {}, listOperation: 'openList', actions: ['create', 'claimClue', 'assignClue'], createInDialog: true },
  // 试听日报: the audition students by day (the list's date filter), where only their state changes.
  listeningday: { entity: 'AuditionStudent', kind: 'list', values: {}, actions: ['updateState'] },
  // 星币明细: the school's coin ledger, where a grant or deduction is written in a dialog.
  starCoinDetail: { entity: 'StarGrant', kind: 'list', values: {}, createInDialog: true },
  'flow-entering-student': { entity: 'Clue', kind: 'list', values: {}, listOperation: 'flowList', actions: ['update', 'updateState', 'assignClue', 'releaseClue'] },
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

export const resourcePages: Record<string, ComponentType<PageProps>> = {
  ...declaredPages('staff'),
  ...presetPages('staff'),
  recycleBin: ({ route }) => <RecycleBinPage title={route.title} />,
};

/** The back office's entity screens (x-entity audience admin); the admin page registry spreads this map. */
export const adminResourcePages: Record<string, ComponentType<PageProps>> = { ...declaredPages('admin'), ...presetPages('admin') };
