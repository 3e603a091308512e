import { studentEntity } from '../../../shared/generated/entities/student.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';
import { LazyClassStoryPanel } from '../student-story/lazy-panels';

/** A class's details: the class at a glance (plan progress, attendance, homework, roster figures, recent works), then its students to manage. */
export const schoolClassAddon: EntityWebAddon<'SchoolClass'> = {
  detailExtra: ({ record }) => (
    <>
      <LazyClassStoryPanel classId={Number(record.id)} />
      <EntityListPage entity={studentEntity} title="班级学员" permanentFilters={{ classId: record.id }} />
    </>
  ),
};
