import { and, count, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { ownCourseMessages } from '../../../shared/own-course/own-course-messages';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import type { Db } from '../../db/client';
import { homeworks, saleCourses, schoolCurricula, schoolCurriculumClasses, schoolCurriculumLessons } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * Homework given from a lesson holds the students' hand-ins: deleting the lesson would take them
 * with it (the foreign key cascades), so a lesson (or curriculum) with homework stays.
 */
export async function refuseGivenAsHomework(db: Db, schoolId: number, lessons: SQL) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(homeworks)
    .innerJoin(schoolCurriculumLessons, eq(schoolCurriculumLessons.id, homeworks.ownLessonId))
    .where(and(eq(homeworks.schoolId, schoolId), lessons));
  if (n > 0) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.givenAsHomework(n));
}

/**
 * A self-made curriculum taught to a class, sold as a campus course or given as homework stays:
 * deleting it would take the lessons from under the class, the receipts or the hand-ins. Its
 * lessons go with it otherwise.
 */
async function deleteCurriculum({ db, actor, entity, body }: CustomContext) {
  const curriculum = await readOne(db, entity, actor, body.id as number);
  const id = curriculum.id as number;
  const schoolId = curriculum.schoolId as number;
  const [{ n: granted }] = await db.select({ n: count() }).from(schoolCurriculumClasses).where(and(eq(schoolCurriculumClasses.schoolId, schoolId), eq(schoolCurriculumClasses.curriculumId, id)));
  if (granted > 0) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.grantedToClasses(granted));
  const [{ n: sold }] = await db.select({ n: count() }).from(saleCourses).where(and(eq(saleCourses.schoolId, schoolId), eq(saleCourses.ownCurriculumId, id)));
  if (sold > 0) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.soldAsCourses(sold));
  await refuseGivenAsHomework(db, schoolId, eq(schoolCurriculumLessons.curriculumId, id));
  await db.delete(schoolCurricula).where(and(eq(schoolCurricula.id, id), eq(schoolCurricula.schoolId, schoolId)));
  return null;
}

export const schoolCurriculumOverrides: EntityOverrides<'SchoolCurriculum'> = { custom: { delete: deleteCurriculum } };
