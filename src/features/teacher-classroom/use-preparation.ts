import { useQuery } from '@tanstack/react-query';
import { teacherLessonPreparation, teacherPrepCurricula, teacherPrepLessons } from '../../api/generated/classroom';
import type { CourseSource } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

/** Under the teacher-classroom key, so saving notes or opening a lesson refreshes these too. */
export const usePrepCurricula = () => useQuery({ queryKey: ['teacher-classroom', 'prep-curricula'], queryFn: () => content(teacherPrepCurricula({})) });
export const usePrepLessons = (curriculumId: number, source: CourseSource) =>
  useQuery({ queryKey: ['teacher-classroom', 'prep-lessons', source, curriculumId], queryFn: () => content(teacherPrepLessons({ curriculumId, source })), enabled: curriculumId > 0 });
export const useLessonPreparation = (lessonId: number, source: CourseSource) =>
  useQuery({ queryKey: ['teacher-classroom', 'prepare', source, lessonId], queryFn: () => content(teacherLessonPreparation({ lessonId, source })), enabled: lessonId > 0 });

export const levelNames: Record<number, string> = { 1: '入门', 2: '进阶', 3: '高级' };
