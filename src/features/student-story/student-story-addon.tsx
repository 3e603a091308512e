import type { EntityWebAddon } from '../../resources/entity-addons';
import { StudentStoryPanel } from './student-story-panel';

/** 学员详情 shows, under the student's details and actions, the student's whole story. */
export const studentStoryAddon: EntityWebAddon<'Student'> = {
  detailExtra: ({ record }) => <StudentStoryPanel studentId={Number(record.id)} />,
};
