import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { fieldOf } from '../../resources/entity-resource';

/** The relation fields the teaching screens pick from (class, consumed course, teacher). */
export const planEntity = staffEntities.TeachPlan!;
export const signEntity = staffEntities.SignRecord!;
export const planPickers = {
  class: fieldOf(planEntity, 'classId'),
  course: fieldOf(planEntity, 'courseId'),
  teacher: fieldOf(planEntity, 'teacherId'),
};

/** 考勤 choices, in the order a teacher marks them; the first three consume the lesson's hours. */
export const signStatuses = [
  { value: 1, label: '出勤' },
  { value: 2, label: '迟到' },
  { value: 5, label: '补课' },
  { value: 3, label: '请假' },
  { value: 4, label: '缺勤' },
];
export const consumesHours = (status: number) => status === 1 || status === 2 || status === 5;

/** HH:mm of a time picker's value. */
export const hhmm = (value: { format: (f: string) => string }) => value.format('HH:mm');
