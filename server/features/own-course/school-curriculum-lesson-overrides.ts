import { and, asc, count, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { ownCourseMessages } from '../../../shared/own-course/own-course-messages';
import type { CustomContext, EntityOverrides, WriteContext } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { schoolCurriculumLessons } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { containsScript, sanitizeNoticeHtml } from '../notice/notice-html';
import { refuseGivenAsHomework } from './school-curriculum-overrides';

/**
 * A lesson's rich text is what students read: script is refused and the rest is sanitized with
 * the notices' rule, whatever the editor sent. A curriculum takes at most 200 lessons.
 */
async function beforeWrite(values: Record<string, unknown>, { db, mode }: WriteContext) {
  if (typeof values.title === 'string') values.title = values.title.trim();
  if (typeof values.content === 'string') {
    if (containsScript(values.content)) throw new ApiFailure(ErrorCodes.InvalidParameter, ownCourseMessages.lessonScript);
    values.content = sanitizeNoticeHtml(values.content);
  }
  if (mode === 'create') {
    const [{ n }] = await db
      .select({ n: count() })
      .from(schoolCurriculumLessons)
      // The engine has already checked that the curriculum is one of this school's.
      .where(eq(schoolCurriculumLessons.curriculumId, values.curriculumId as number));
    if (n >= ownCourseMessages.maxLessons) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.tooManyLessons);
  }
  return values;
}

/**
 * Moves a lesson one place up or down: the curriculum's lessons are renumbered 1..n in their
 * current order with the two neighbours swapped, so equal numbers never leave the order ambiguous.
 */
async function move({ db, actor, entity, body }: CustomContext) {
  const lesson = await readOne(db, entity, actor, body.id as number);
  return db.transaction(async (tx) => {
    const scope = and(eq(schoolCurriculumLessons.schoolId, lesson.schoolId as number), eq(schoolCurriculumLessons.curriculumId, lesson.curriculumId as number));
    const rows = await tx.select({ id: schoolCurriculumLessons.id }).from(schoolCurriculumLessons).where(scope).orderBy(asc(schoolCurriculumLessons.sortOrder), asc(schoolCurriculumLessons.id)).for('update');
    const ids = rows.map((r) => r.id);
    const at = ids.indexOf(lesson.id as number);
    const to = body.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) throw new ApiFailure(ErrorCodes.ActionFailure, ownCourseMessages.lessonAtEdge);
    [ids[at], ids[to]] = [ids[to], ids[at]];
    for (const [index, id] of ids.entries()) await tx.update(schoolCurriculumLessons).set({ sortOrder: index + 1 }).where(eq(schoolCurriculumLessons.id, id));
    return { count: 2 };
  });
}

/** A lesson given as homework stays (the hand-ins are in it); otherwise it goes. */
async function deleteLesson({ db, actor, entity, body }: CustomContext) {
  const lesson = await readOne(db, entity, actor, body.id as number);
  const schoolId = lesson.schoolId as number;
  await refuseGivenAsHomework(db, schoolId, eq(schoolCurriculumLessons.id, lesson.id as number));
  await db.delete(schoolCurriculumLessons).where(and(eq(schoolCurriculumLessons.id, lesson.id as number), eq(schoolCurriculumLessons.schoolId, schoolId)));
  return null;
}

export const schoolCurriculumLessonOverrides: EntityOverrides<'SchoolCurriculumLesson'> = { beforeWrite, custom: { move, delete: deleteLesson } };
