import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classLessonUnlocks, courseSubjects, curricula, curriculumGrants, curriculumLessons, lessonPreparations } from '../../db/schema';
import { schoolSwitch } from '../oj/school-switch';
import { grantedTo } from '../school-content/school-content-handlers';
import { curriculumCardColumns, lessonMaterialColumns, lessonOutlineColumns } from './curriculum-columns';
import type { LessonSource } from './lesson-source';
import { grantedLessons } from './teacher-classes';

/** The platform's curricula, granted to the whole school: every class of it may be taught them. */

export const lessonMissing = '课节不存在或学校未获授权';

/** A lesson of a curriculum granted to the school, with its material (content unfiltered). */
export async function grantedLesson(db: Db, schoolId: number, lessonId: number) {
  const [lesson] = await db
    .select({ ...lessonMaterialColumns, curriculumName: curricula.name })
    .from(curriculumLessons)
    .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
    .where(and(eq(curriculumLessons.id, lessonId), grantedLessons(schoolId)))
    .limit(1);
  return lesson ?? null;
}

/** A granted lesson's material as taught; the platform's teaching content only for schools with 备课内容. */
async function platformMaterial(db: Db, schoolId: number, lessonId: number) {
  const lesson = await grantedLesson(db, schoolId, lessonId);
  if (!lesson) return null;
  const prepareContent = await schoolSwitch(db, schoolId, 'prepareContent');
  return { ...lesson, source: 'platform' as const, content: prepareContent ? lesson.content : null, courseware: lesson.courseware || null, coursewareName: null, contentFormat: 'text' as const, ojProblemIds: [] };
}

async function unlockOf(db: Db, classId: number, lessonId: number) {
  const [row] = await db
    .select({ unlockedAt: classLessonUnlocks.unlockedAt })
    .from(classLessonUnlocks)
    .where(and(eq(classLessonUnlocks.classId, classId), eq(classLessonUnlocks.lessonId, lessonId)))
    .limit(1);
  return row?.unlockedAt ?? null;
}

export const platformLessons: LessonSource = {
  lessonMissing,
  async curricula(db, schoolId, classId, curriculumId) {
    const rows = await db
      .select({
        id: curricula.id,
        name: curricula.name,
        subjectName: courseSubjects.name,
        cover: curricula.cover,
        lessonCount: sql<number>`(select count(*) from ${curriculumLessons} where ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
        openedCount: sql<number>`(select count(*) from ${classLessonUnlocks} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${classLessonUnlocks.lessonId} where ${classLessonUnlocks.classId} = ${classId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
      })
      .from(curriculumGrants)
      .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
      .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
      .where(and(grantedTo(schoolId), curriculumId ? eq(curricula.id, curriculumId) : undefined))
      .orderBy(asc(curricula.sortOrder), asc(curricula.id));
    return rows.map((r) => ({ ...r, source: 'platform' as const, openAll: false }));
  },
  lessons(db, classId, curriculumId) {
    return db
      .select({ ...lessonOutlineColumns, unlockedAt: classLessonUnlocks.unlockedAt })
      .from(curriculumLessons)
      .leftJoin(classLessonUnlocks, and(eq(classLessonUnlocks.lessonId, curriculumLessons.id), eq(classLessonUnlocks.classId, classId)))
      .where(and(eq(curriculumLessons.curriculumId, curriculumId), eq(curriculumLessons.state, 1)))
      .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  },
  async lesson(db, schoolId, _classId, lessonId) {
    const lesson = await platformMaterial(db, schoolId, lessonId);
    return lesson && { ...lesson, openAll: false };
  },
  preparationCurricula(db, actor, curriculumId) {
    const preparedCount = sql<number>`(select count(*) from ${lessonPreparations} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${lessonPreparations.lessonId} where ${lessonPreparations.staffId} = ${actor.staffId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1 and ${lessonPreparations.notes} <> '')`.mapWith(Number);
    return db
      .select({ source: sql<'platform'>`'platform'`, ...curriculumCardColumns, preparedCount })
      .from(curriculumGrants)
      .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
      .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
      .where(and(grantedTo(actor.schoolId), curriculumId ? eq(curricula.id, curriculumId) : undefined))
      .orderBy(asc(curricula.sortOrder), asc(curricula.id));
  },
  preparationLessons(db, actor, curriculumId) {
    return db
      .select({ ...lessonOutlineColumns, preparedAt: lessonPreparations.updatedAt })
      .from(curriculumLessons)
      .leftJoin(lessonPreparations, and(eq(lessonPreparations.lessonId, curriculumLessons.id), eq(lessonPreparations.staffId, actor.staffId), sql`${lessonPreparations.notes} <> ''`))
      .where(and(eq(curriculumLessons.curriculumId, curriculumId), eq(curriculumLessons.state, 1)))
      .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  },
  // Granted to the whole school: every teacher of it prepares every lesson, for each of their classes.
  preparedLesson: platformMaterial,
  preparationClasses(db, mine, lesson) {
    return db
      .select({ id: classes.id, name: classes.name, unlockedAt: classLessonUnlocks.unlockedAt })
      .from(classes)
      .leftJoin(classLessonUnlocks, and(eq(classLessonUnlocks.classId, classes.id), eq(classLessonUnlocks.lessonId, lesson.id)))
      .where(mine)
      .orderBy(asc(classes.id));
  },
  async writeUnlock(db, actor, input) {
    if (input.unlocked) {
      await db.insert(classLessonUnlocks).values({ classId: input.classId, lessonId: input.lessonId, schoolId: actor.schoolId, staffId: actor.staffId }).onConflictDoNothing();
    } else {
      await db.delete(classLessonUnlocks).where(and(eq(classLessonUnlocks.classId, input.classId), eq(classLessonUnlocks.lessonId, input.lessonId)));
    }
    return unlockOf(db, input.classId, input.lessonId);
  },
  // The staff account belongs to one school, so the teacher's own row is the school's too.
  async notes(db, actor, lessonId) {
    const [prepared] = await db
      .select({ notes: lessonPreparations.notes, updatedAt: lessonPreparations.updatedAt })
      .from(lessonPreparations)
      .where(and(eq(lessonPreparations.staffId, actor.staffId), eq(lessonPreparations.lessonId, lessonId)));
    return prepared ?? null;
  },
  async writeNotes(db, actor, lessonId, notes) {
    const values = { notes, updatedAt: new Date() };
    const [row] = await db
      .insert(lessonPreparations)
      .values({ staffId: actor.staffId, lessonId, ...values })
      .onConflictDoUpdate({ target: [lessonPreparations.staffId, lessonPreparations.lessonId], set: values })
      .returning({ notes: lessonPreparations.notes, updatedAt: lessonPreparations.updatedAt });
    return row;
  },
};
