import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import { curricula, curriculumLessons, homeworks, schoolCurricula, schoolCurriculumLessons } from '../../db/schema';

/*
 * A homework's lesson is a platform lesson (homeworks.lesson_id) or a lesson of the school's own
 * curriculum (homeworks.own_lesson_id), exactly one (a check constraint says so). Every read of a
 * homework shows its lesson through these columns and joins, whichever source it is.
 */

/** Where a homework of each source keeps its lesson. */
export const homeworkLessonColumn: Record<CourseSource, 'lessonId' | 'ownLessonId'> = { platform: 'lessonId', own: 'ownLessonId' };

export const homeworkLessonColumns = {
  source: sql<CourseSource>`case when ${homeworks.ownLessonId} is null then 'platform' else 'own' end`,
  lessonId: sql<number>`coalesce(${homeworks.lessonId}, ${homeworks.ownLessonId})`.mapWith(Number),
  lessonTitle: sql<string>`coalesce(${curriculumLessons.title}, ${schoolCurriculumLessons.title})`,
  curriculumName: sql<string>`coalesce(${curricula.name}, ${schoolCurricula.name})`,
};

/** Joins a homework query to its lesson and curriculum of either source. */
export function withHomeworkLesson<T extends PgSelect>(query: T) {
  return query
    .leftJoin(curriculumLessons, eq(curriculumLessons.id, homeworks.lessonId))
    .leftJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
    .leftJoin(schoolCurriculumLessons, eq(schoolCurriculumLessons.id, homeworks.ownLessonId))
    .leftJoin(schoolCurricula, eq(schoolCurricula.id, schoolCurriculumLessons.curriculumId));
}
