import { curriculumLessonEntity } from '../../../shared/generated/entities/curriculum-lesson.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';

/** A school's granted curriculum shows the curriculum's lessons. */
export const curriculumGrantAddon: EntityWebAddon<'CurriculumGrant'> = {
  detailExtra: ({ record }) => <EntityListPage entity={curriculumLessonEntity} title="课节" permanentFilters={{ curriculumId: record.curriculumId }} />,
};
