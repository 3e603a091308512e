import { useQuery } from '@tanstack/react-query';
import type { CourseSource } from '../../api/generated/api.schemas';
import { studentClassHome, studentCourseLesson, studentCourseLessons, studentCourses } from '../../api/generated/classroom';
import { content } from '../../api/request';

/** 我的课程: platform and self-made courses open to the student, the ones being learnt first. */
export function useStudentCourses() {
  return useQuery({ queryKey: ['student-courses'], queryFn: () => content(studentCourses({})) });
}

export function useStudentClassHome(classId: number) {
  return useQuery({ queryKey: ['student-class-home', classId], enabled: classId > 0, retry: false, queryFn: () => content(studentClassHome({ classId })) });
}

export function useStudentCourseLessons(source: CourseSource | null, curriculumId: number) {
  return useQuery({
    queryKey: ['student-course-lessons', source, curriculumId],
    enabled: source !== null && curriculumId > 0,
    retry: false,
    queryFn: () => content(studentCourseLessons({ source: source!, curriculumId })),
  });
}

export function useStudentLesson(source: CourseSource | null, lessonId: number) {
  return useQuery({
    queryKey: ['student-course-lesson', source, lessonId],
    enabled: source !== null && lessonId > 0,
    retry: false,
    queryFn: () => content(studentCourseLesson({ source: source!, lessonId })),
  });
}

/** A positive id from the query string, or 0. */
export function idParam(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The `source` query parameter, or null when it names no course source. */
export function sourceParam(params: URLSearchParams): CourseSource | null {
  const value = params.get('source');
  return value === 'platform' || value === 'own' ? value : null;
}

const base = '/code-classroom-stu';

/** Where each student classroom screen lives, with the parameters it reads. */
export const studentPaths = {
  courses: `${base}/classlist_index_stu1`,
  moreCourses: `${base}/classlist_index_stu1_more`,
  course: (source: CourseSource, id: number) => `${base}/stuDetails1?source=${source}&id=${id}`,
  classCourse: (classId: number, source: CourseSource, id: number) => `${base}/classlist_desc_stu?classId=${classId}&source=${source}&id=${id}`,
  lesson: (source: CourseSource, id: number, classId?: number) => `${base}/stuDetails2?source=${source}&id=${id}${classId ? `&classId=${classId}` : ''}`,
  classHome: (classId: number) => `${base}/class_index_stu?classId=${classId}`,
  classes: `${base}/classlist_index_stu`,
  classWorks: `${base}/classlist_works_student`,
};
