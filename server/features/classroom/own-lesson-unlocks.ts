import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classOwnLessonUnlocks, schoolCurricula, schoolCurriculumClasses, schoolCurriculumLessons, schoolCurriculumSystems } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/*
 * The school's own curricula (自建课程) in a class, opened lesson by lesson like platform ones: the
 * class teacher opens each lesson in the teacher classroom. A grant marked 全部课节直接开放 (openAll;
 * every grant made before lesson-by-lesson opening, by migration) opens every lesson at once, as
 * those grants always did; its lessons count as opened when the curriculum was granted.
 */

export const ownLessonMissing = '课节不存在或没有授权给这个班级';

/** How many lessons of the self-made curriculum in the row are open to the class, counted in SQL. */
export const ownOpenedCount = (classId: number) =>
  sql<number>`case when ${schoolCurriculumClasses.openAll} then (select count(*) from ${schoolCurriculumLessons} where ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id})
    else (select count(*) from ${classOwnLessonUnlocks} inner join ${schoolCurriculumLessons} on ${schoolCurriculumLessons.id} = ${classOwnLessonUnlocks.lessonId} where ${classOwnLessonUnlocks.classId} = ${classId} and ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id}) end`.mapWith(Number);

/** When the class last got a lesson of it: the grant itself for 全部开放, else the latest opening. */
export const ownLastOpened = (classId: number) =>
  sql<Date | null>`case when ${schoolCurriculumClasses.openAll} then ${schoolCurriculumClasses.createdAt}
    else (select max(${classOwnLessonUnlocks.unlockedAt}) from ${classOwnLessonUnlocks} inner join ${schoolCurriculumLessons} on ${schoolCurriculumLessons.id} = ${classOwnLessonUnlocks.lessonId} where ${classOwnLessonUnlocks.classId} = ${classId} and ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id}) end`;

/** The self-made curricula granted to a class (启用 only), as the teacher classroom lists them. */
export async function ownClassCurricula(db: Db, schoolId: number, classId: number, curriculumId?: number) {
  const rows = await db
    .select({
      id: schoolCurricula.id,
      name: schoolCurricula.name,
      subjectName: schoolCurriculumSystems.name,
      cover: schoolCurricula.cover,
      lessonCount: sql<number>`(select count(*) from ${schoolCurriculumLessons} where ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id})`.mapWith(Number),
      openedCount: ownOpenedCount(classId),
      openAll: schoolCurriculumClasses.openAll,
    })
    .from(schoolCurriculumClasses)
    .innerJoin(schoolCurricula, and(eq(schoolCurricula.id, schoolCurriculumClasses.curriculumId), eq(schoolCurricula.schoolId, schoolId)))
    .innerJoin(schoolCurriculumSystems, eq(schoolCurriculumSystems.id, schoolCurricula.systemId))
    .where(
      and(
        eq(schoolCurriculumClasses.classId, classId),
        eq(schoolCurriculumClasses.schoolId, schoolId),
        eq(schoolCurricula.state, 1),
        curriculumId ? eq(schoolCurricula.id, curriculumId) : undefined,
      ),
    )
    .orderBy(asc(schoolCurricula.sortOrder), asc(schoolCurricula.id));
  return rows.map((r) => ({ ...r, source: 'own' as const }));
}

/**
 * Every lesson of a self-made curriculum with when it was opened to the class (null: locked). With
 * 全部开放 every lesson reads as opened at the grant. The caller has checked the grant.
 */
export async function ownClassLessons(db: Db, classId: number, curriculumId: number) {
  const [grant] = await db
    .select({ openAll: schoolCurriculumClasses.openAll, createdAt: schoolCurriculumClasses.createdAt })
    .from(schoolCurriculumClasses)
    .where(and(eq(schoolCurriculumClasses.classId, classId), eq(schoolCurriculumClasses.curriculumId, curriculumId)))
    .limit(1);
  const rows = await db
    .select({
      id: schoolCurriculumLessons.id,
      title: schoolCurriculumLessons.title,
      sortOrder: schoolCurriculumLessons.sortOrder,
      durationMinutes: schoolCurriculumLessons.durationMinutes,
      hasVideo: sql<boolean>`coalesce(${schoolCurriculumLessons.video}, '') <> ''`,
      hasCourseware: sql<boolean>`coalesce(${schoolCurriculumLessons.attachment}, '') <> ''`,
      unlockedAt: classOwnLessonUnlocks.unlockedAt,
    })
    .from(schoolCurriculumLessons)
    .leftJoin(classOwnLessonUnlocks, and(eq(classOwnLessonUnlocks.lessonId, schoolCurriculumLessons.id), eq(classOwnLessonUnlocks.classId, classId)))
    .where(eq(schoolCurriculumLessons.curriculumId, curriculumId))
    .orderBy(asc(schoolCurriculumLessons.sortOrder), asc(schoolCurriculumLessons.id));
  return rows.map((r) => ({ ...r, chapter: null, unlockedAt: grant?.openAll ? grant.createdAt : r.unlockedAt }));
}

/**
 * Opens a self-made lesson to a class (the class already checked as the teacher's) or locks it
 * again. Only a lesson of a curriculum granted to that class lesson by lesson can be opened: with
 * 全部开放 there is nothing to open, and that is said rather than silently ignored.
 */
export async function setOwnLessonUnlock(db: Db, actor: StaffActor, input: { classId: number; lessonId: number; unlocked: boolean }) {
  const [lesson] = await db
    .select({ curriculumId: schoolCurriculumLessons.curriculumId, openAll: schoolCurriculumClasses.openAll })
    .from(schoolCurriculumLessons)
    .innerJoin(schoolCurricula, and(eq(schoolCurricula.id, schoolCurriculumLessons.curriculumId), eq(schoolCurricula.state, 1)))
    .innerJoin(schoolCurriculumClasses, and(eq(schoolCurriculumClasses.curriculumId, schoolCurricula.id), eq(schoolCurriculumClasses.classId, input.classId)))
    .where(and(eq(schoolCurriculumLessons.id, input.lessonId), eq(schoolCurriculumLessons.schoolId, actor.schoolId)))
    .limit(1);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, ownLessonMissing);
  if (lesson.openAll) throw new ApiFailure(ErrorCodes.ActionFailure, '这门自建课程授权时设为全部课节直接开放，无需逐课开放');
  if (input.unlocked) {
    await db.insert(classOwnLessonUnlocks).values({ classId: input.classId, lessonId: input.lessonId, schoolId: actor.schoolId, staffId: actor.staffId }).onConflictDoNothing();
  } else {
    await db.delete(classOwnLessonUnlocks).where(and(eq(classOwnLessonUnlocks.classId, input.classId), eq(classOwnLessonUnlocks.lessonId, input.lessonId)));
  }
  const [row] = await db
    .select({ unlockedAt: classOwnLessonUnlocks.unlockedAt })
    .from(classOwnLessonUnlocks)
    .where(and(eq(classOwnLessonUnlocks.classId, input.classId), eq(classOwnLessonUnlocks.lessonId, input.lessonId)))
    .limit(1);
  return { classId: input.classId, lessonId: input.lessonId, unlockedAt: row?.unlockedAt ?? null };
}
