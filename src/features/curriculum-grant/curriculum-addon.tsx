import { curriculumLessonEntity } from '../../../shared/generated/entities/curriculum-lesson.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';

/** A curriculum is its subject plus its ordered lessons (preview-curriculum, look-curriculum). */
export const curriculumAddon: EntityWebAddon<'Curriculum'> = {
  detailExtra: ({ record }) => <EntityListPage entity={curriculumLessonEntity} title="课节" permanentFilters={{ curriculumId: record.id }} />,
};
