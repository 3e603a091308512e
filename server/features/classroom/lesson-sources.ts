import { ErrorCodes } from '../../../shared/error-codes';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../lib/api-failure';
import type { LessonSource, TeachingMaterial } from './lesson-source';
import { ownLessons } from './own-lesson-unlocks';
import { platformLessons } from './platform-lessons';

/** Every source of a class's curricula, by the contract's CourseSource; the one place that tells them apart. */
export const lessonSources: Record<CourseSource, LessonSource> = { platform: platformLessons, own: ownLessons };

export const courseSources = Object.keys(lessonSources) as CourseSource[];

/**
 * A lesson this class may be taught: a platform lesson granted to the school, or a lesson of the
 * school's own curriculum granted to this class. Anything else — another school's, not granted,
 * gone — is simply not found, with the source's words.
 */
export async function classLesson(db: Db, schoolId: number, classId: number, lessonId: number, source: CourseSource): Promise<TeachingMaterial> {
  const lesson = await lessonSources[source].lesson(db, schoolId, classId, lessonId);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonSources[source].lessonMissing);
  return lesson;
}
