import { useQuery } from '@tanstack/react-query';
import type { LessonMaterial, TeachingLesson } from '../../api/generated/api.schemas';
import { studentOpenedLesson, teacherLessonPreparation, teacherTeachingLesson } from '../../api/generated/classroom';
import { content, withFlags } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import { userKindOf, type UserKind } from '../../providers/session-identity';

export type LessonView = { lesson: LessonMaterial; teaching: TeachingLesson | null };

/** A lesson id from the address: a positive whole number, or 0. */
export function idFrom(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The lesson a public course page shows, through the classroom call of whoever is signed in: a
 * student reads a lesson their teacher has opened; a teacher reads it as taught to a class
 * (?classId=) or as prepared. Signed out, nothing is asked and the page says to sign in.
 */
export function useLessonMaterial(lessonId: number, classId = 0) {
  const kind: UserKind | null = sessionStore.getToken() ? userKindOf(sessionStore.getUserSession()) : null;
  const query = useQuery({
    queryKey: ['public-lesson', kind, lessonId, classId],
    enabled: kind !== null && lessonId > 0,
    retry: false,
    queryFn: async (): Promise<LessonView> => {
      const silent = withFlags({ silent: true });
      if (kind === 'student') return { lesson: await content(studentOpenedLesson({ lessonId }, silent)), teaching: null };
      if (classId) {
        const teaching = await content(teacherTeachingLesson({ classId, lessonId }, silent));
        return { lesson: teaching.lesson, teaching };
      }
      return { lesson: (await content(teacherLessonPreparation({ lessonId }, silent))).lesson, teaching: null };
    },
  });
  return { ...query, kind, failure: query.error instanceof Error ? query.error.message || '课节不存在或学校未获授权' : null };
}
