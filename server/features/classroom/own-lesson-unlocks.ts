import { and, asc, eq, isNotNull, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classOwnLessonUnlocks, ownLessonPreparations, schoolCurricula, schoolCurriculumClasses, schoolCurriculumLessons, schoolCurriculumSystems } from '../../db/schema';
import { ownCurriculumCardColumns, ownLessonMaterialColumns, ownLessonOutlineColumns } from './curriculum-columns';
import type { LessonSource } from './lesson-source';

/*
 * The school's own curricula (自建课程) in a class, opened lesson by lesson like platform ones: the
 * class teacher opens each lesson in the teacher classroom. A grant marked 全部课节直接开放 (openAll;
 * every grant made before lesson-by-lesson opening, by migration) opens every lesson at once, as
 * those grants always did; its lessons count as opened when the curriculum was granted.
 */

export const ownLessonMissing = '课节不存在或没有授权给这个班级';

/** How many lessons of the self-made curriculum in the row are open to the class (an id, or the row's class column), counted in SQL. */
export const ownOpenedCount = (classId: number | Column) =>
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
      lessonCount: ownCurriculumCardColumns.lessonCount,
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
    .select({ ...ownLessonOutlineColumns, unlockedAt: classOwnLessonUnlocks.unlockedAt })
    .from(schoolCurriculumLessons)
    .leftJoin(classOwnLessonUnlocks, and(eq(classOwnLessonUnlocks.lessonId, schoolCurriculumLessons.id), eq(classOwnLessonUnlocks.classId, classId)))
    .where(eq(schoolCurriculumLessons.curriculumId, curriculumId))
    .orderBy(asc(schoolCurriculumLessons.sortOrder), asc(schoolCurriculumLessons.id));
  return rows.map((r) => ({ ...r, chapter: null, unlockedAt: grant?.openAll ? grant.createdAt : r.unlockedAt }));
}

/** The OJ problem ids a self-made lesson links ("1001,1002"), as numbers in order. */
export function problemIdsOf(text: string | null): number[] {
  return (text ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * A lesson of the school's own enabled curriculum with its material; with a class, only when the
 * curriculum is granted to that very class (openAll then says how), without one (备课) for the school.
 */
async function ownMaterial(db: Db, schoolId: number, lessonId: number, classId: number | null) {
  const [lesson] = await db
    .select({
      ...ownLessonMaterialColumns,
      curriculumName: schoolCurricula.name,
      openAll: schoolCurriculumClasses.openAll,
    })
    .from(schoolCurriculumLessons)
    .innerJoin(schoolCurricula, and(eq(schoolCurricula.id, schoolCurriculumLessons.curriculumId), eq(schoolCurricula.schoolId, schoolId), eq(schoolCurricula.state, 1)))
    .leftJoin(schoolCurriculumClasses, and(eq(schoolCurriculumClasses.curriculumId, schoolCurricula.id), eq(schoolCurriculumClasses.classId, classId ?? 0), eq(schoolCurriculumClasses.schoolId, schoolId)))
    .where(and(eq(schoolCurriculumLessons.id, lessonId), eq(schoolCurriculumLessons.schoolId, schoolId), classId === null ? undefined : isNotNull(schoolCurriculumClasses.classId)))
    .limit(1);
  if (!lesson) return null;
  return { ...lesson, source: 'own' as const, chapter: null, courseware: lesson.courseware || null, coursewareName: lesson.coursewareName || null, contentFormat: 'html' as const, ojProblemIds: problemIdsOf(lesson.ojProblemIds) };
}

/**
 * The school's own curricula as a lesson source: only a lesson of the school's own curriculum,
 * enabled and granted to this very class, is taught, opened or given as homework there. Opening one
 * of a 全部开放 grant is refused with the reason rather than silently ignored.
 */
export const ownLessons: LessonSource = {
  lessonMissing: ownLessonMissing,
  curricula: ownClassCurricula,
  lessons: ownClassLessons,
  async lesson(db, schoolId, classId, lessonId) {
    const lesson = await ownMaterial(db, schoolId, lessonId, classId);
    return lesson && { ...lesson, openAll: lesson.openAll ?? false };
  },
  // Any teacher of the school prepares its own enabled curricula, as every teacher prepares the platform's.
  preparationCurricula(db, actor, curriculumId) {
    const preparedCount = sql<number>`(select count(*) from ${ownLessonPreparations} inner join ${schoolCurriculumLessons} on ${schoolCurriculumLessons.id} = ${ownLessonPreparations.lessonId} where ${ownLessonPreparations.staffId} = ${actor.staffId} and ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id} and ${ownLessonPreparations.notes} <> '')`.mapWith(Number);
    return db
      .select({
        source: sql<'own'>`'own'`,
        ...ownCurriculumCardColumns,
        preparedCount,
      })
      .from(schoolCurricula)
      .innerJoin(schoolCurriculumSystems, eq(schoolCurriculumSystems.id, schoolCurricula.systemId))
      .where(and(eq(schoolCurricula.schoolId, actor.schoolId), eq(schoolCurricula.state, 1), curriculumId ? eq(schoolCurricula.id, curriculumId) : undefined))
      .orderBy(asc(schoolCurricula.sortOrder), asc(schoolCurricula.id));
  },
  async preparationLessons(db, actor, curriculumId) {
    const rows = await db
      .select({ ...ownLessonOutlineColumns, preparedAt: ownLessonPreparations.updatedAt })
      .from(schoolCurriculumLessons)
      .leftJoin(ownLessonPreparations, and(eq(ownLessonPreparations.lessonId, schoolCurriculumLessons.id), eq(ownLessonPreparations.staffId, actor.staffId), sql`${ownLessonPreparations.notes} <> ''`))
      .where(and(eq(schoolCurriculumLessons.curriculumId, curriculumId), eq(schoolCurriculumLessons.schoolId, actor.schoolId)))
      .orderBy(asc(schoolCurriculumLessons.sortOrder), asc(schoolCurriculumLessons.id));
    return rows.map((r) => ({ ...r, chapter: null }));
  },
  async preparedLesson(db, schoolId, lessonId) {
    const lesson = await ownMaterial(db, schoolId, lessonId, null);
    if (!lesson) return null;
    const { openAll: _, ...material } = lesson;
    return material;
  },
  // Only my classes the curriculum is granted to; with 全部开放 the lesson is open there since the grant.
  async preparationClasses(db, mine, lesson) {
    const rows = await db
      .select({ id: classes.id, name: classes.name, openAll: schoolCurriculumClasses.openAll, grantedAt: schoolCurriculumClasses.createdAt, unlockedAt: classOwnLessonUnlocks.unlockedAt })
      .from(classes)
      .innerJoin(schoolCurriculumClasses, and(eq(schoolCurriculumClasses.classId, classes.id), eq(schoolCurriculumClasses.curriculumId, lesson.curriculumId), eq(schoolCurriculumClasses.schoolId, classes.schoolId)))
      .leftJoin(classOwnLessonUnlocks, and(eq(classOwnLessonUnlocks.classId, classes.id), eq(classOwnLessonUnlocks.lessonId, lesson.id)))
      .where(mine)
      .orderBy(asc(classes.id));
    return rows.map((r) => ({ id: r.id, name: r.name, unlockedAt: r.openAll ? r.grantedAt : r.unlockedAt }));
  },
  async writeUnlock(db, actor, input) {
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
    return row?.unlockedAt ?? null;
  },
  async notes(db, actor, lessonId) {
    const [prepared] = await db
      .select({ notes: ownLessonPreparations.notes, updatedAt: ownLessonPreparations.updatedAt })
      .from(ownLessonPreparations)
      .where(and(eq(ownLessonPreparations.staffId, actor.staffId), eq(ownLessonPreparations.lessonId, lessonId), eq(ownLessonPreparations.schoolId, actor.schoolId)));
    return prepared ?? null;
  },
  async writeNotes(db, actor, lessonId, notes) {
    const values = { notes, updatedAt: new Date() };
    const [row] = await db
      .insert(ownLessonPreparations)
      .values({ staffId: actor.staffId, lessonId, schoolId: actor.schoolId, ...values })
      .onConflictDoUpdate({ target: [ownLessonPreparations.staffId, ownLessonPreparations.lessonId], set: values })
      .returning({ notes: ownLessonPreparations.notes, updatedAt: ownLessonPreparations.updatedAt });
    return row;
  },
};
