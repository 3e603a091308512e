import { trainingChapterEntity } from '../../../shared/generated/entities/training-chapter.gen';
import { trainingFileEntity } from '../../../shared/generated/entities/training-file.gen';
import { trainingVideoEntity } from '../../../shared/generated/entities/training-video.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';

/** A training course is kept with its chapters, videos and files. */
export const teacherTrainingAddon: EntityWebAddon<'TeacherTraining'> = {
  detailExtra: ({ record }) => (
    <>
      <EntityListPage entity={trainingChapterEntity} title="章节" permanentFilters={{ trainingId: record.id }} />
      <EntityListPage entity={trainingVideoEntity} title="视频" permanentFilters={{ trainingId: record.id }} />
      <EntityListPage entity={trainingFileEntity} title="文件" permanentFilters={{ trainingId: record.id }} />
    </>
  ),
};
