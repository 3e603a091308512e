import { studentEntity } from '../../../shared/generated/entities/student.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';

/** A class's details list its students. */
export const schoolClassAddon: EntityWebAddon<'SchoolClass'> = {
  detailExtra: ({ record }) => <EntityListPage entity={studentEntity} title="班级学员" permanentFilters={{ classId: record.id }} />,
};
