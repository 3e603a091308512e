import { and, count, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { ownCourseMessages } from '../../../shared/own-course/own-course-messages';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { saleCourses, schoolCurricula, schoolCurriculumClasses } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * A self-made curriculum taught to a class or sold as a campus course stays: deleting it would
 * take the lessons from under the class or the receipts. Its lessons go with it otherwise.
 */
async function deleteCurriculum({ db, actor, entity, body }: CustomContext) {
  const curriculum = await readOne(db, entity, actor, body.id as number);
  const id = curriculum.id as number;
  const schoolId = curriculum.schoolId as number;
  const [{ n: granted }] = await db.select({ n: count() }).from(schoolCurriculumClasses).where(and(eq(schoolCurriculumClasses.schoolId, schoolId), eq(schoolCurriculumClasses.curriculumId, id)));
  if (granted > 0) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.grantedToClasses(granted));
  const [{ n: sold }] = await db.select({ n: count() }).from(saleCourses).where(and(eq(saleCourses.schoolId, schoolId), eq(saleCourses.ownCurriculumId, id)));
  if (sold > 0) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.soldAsCourses(sold));
  await db.delete(schoolCurricula).where(and(eq(schoolCurricula.id, id), eq(schoolCurricula.schoolId, schoolId)));
  return null;
}

export const schoolCurriculumOverrides: EntityOverrides<'SchoolCurriculum'> = { custom: { delete: deleteCurriculum } };
