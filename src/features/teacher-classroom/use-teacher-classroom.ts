import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ClassWorksBody, CourseSource, LessonUnlockBody } from '../../api/generated/api.schemas';
import { teacherClassDetail, teacherClassLessons, teacherClassList, teacherClassroomHome, teacherClassWorks, teacherSetLessonUnlock, teacherTeachingLesson } from '../../api/generated/classroom';
import { content } from '../../api/request';

/** Every teacher-classroom read shares this key prefix, so opening a lesson refreshes them all. */
const key = 'teacher-classroom';

export const useTeacherHome = () => useQuery({ queryKey: [key, 'home'], queryFn: () => content(teacherClassroomHome({})) });
export const useMyClasses = () => useQuery({ queryKey: [key, 'classes'], queryFn: () => content(teacherClassList({})) });
export const useClassDetail = (classId: number) => useQuery({ queryKey: [key, 'class', classId], queryFn: () => content(teacherClassDetail({ classId })), enabled: classId > 0 });
export const useClassLessons = (classId: number, curriculumId: number, source: CourseSource = 'platform') =>
  useQuery({ queryKey: [key, 'lessons', classId, curriculumId, source], queryFn: () => content(teacherClassLessons({ classId, curriculumId, source })), enabled: classId > 0 && curriculumId > 0 });
export const useTeachingLesson = (classId: number, lessonId: number, source: CourseSource) =>
  useQuery({ queryKey: [key, 'teach', classId, lessonId, source], queryFn: () => content(teacherTeachingLesson({ classId, lessonId, source })), enabled: classId > 0 && lessonId > 0 });
export const useClassWorks = (body: ClassWorksBody) => useQuery({ queryKey: [key, 'works', body], queryFn: () => content(teacherClassWorks(body)) });

/** Opens a lesson to the class's students or locks it again, then refreshes what shows it. */
export function useLessonUnlock() {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (body: LessonUnlockBody) => content(teacherSetLessonUnlock(body)),
    onSuccess: (_, body) => {
      void message.success(body.unlocked ? '已开放给学生' : '已对学生关闭');
      void client.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** A positive integer from the query string (0 when missing), e.g. ?classId=3. */
export function idParam(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The teacher classroom's screens of a class's curriculum and lesson; the source rides along so platform and self-made lessons take one path. */
export const teacherPaths = {
  classLessons: (classId: number, curriculumId: number, source: CourseSource) => `/code-classroom/classlist_desc_teacher?classId=${classId}&curriculumId=${curriculumId}&source=${source}`,
  teaching: (classId: number, lessonId: number, source: CourseSource) => `/code-classroom/teach-lessons/lessons?classId=${classId}&lessonId=${lessonId}&source=${source}`,
  /** 备课 of a lesson, platform or self-made: the one preparation page. */
  curriculumDetail: (curriculumId: number, source: CourseSource) => `/code-classroom/curriculum-detail?curriculumId=${curriculumId}&source=${source}`,
  prepare: (lessonId: number, source: CourseSource) => `/code-classroom/prepare-lessons/prepare?lessonId=${lessonId}&source=${source}`,
};
