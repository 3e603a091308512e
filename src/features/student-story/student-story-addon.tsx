import type { EntityWebAddon } from '../../resources/entity-addons';
import { LazyStudentStoryPanel } from './lazy-panels';

/** 学员详情 shows, under the student's details and actions, the student's whole story. */
export const studentStoryAddon: EntityWebAddon<'Student'> = {
  detailExtra: ({ record }) => <LazyStudentStoryPanel studentId={Number(record.id)} />,
};
