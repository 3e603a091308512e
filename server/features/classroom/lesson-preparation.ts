import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, classLessonUnlocks, courseSubjects, curricula, curriculumGrants, curriculumLessons, lessonPreparations } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { schoolSwitch } from '../oj/school-switch';
import { grantedTo } from '../school-content/school-content-handlers';
import { grantedLesson, lessonMissing } from './platform-lessons';
import { curriculumCardColumns, lessonOutlineColumns } from './curriculum-columns';
import { classesOf, grantedLessons } from './teacher-classes';

/** Lessons the teacher has written notes for, per curriculum, in SQL. */
const preparedCount = (staffId: number) =>
  sql<number>`(select count(*) from ${lessonPreparations} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${lessonPreparations.lessonId} where ${lessonPreparations.staffId} = ${staffId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1 and ${lessonPreparations.notes} <> '')`.mapWith(Number);

function grantedCurricula(db: Db, actor: StaffActor, curriculumId?: number) {
  return db
    .select({ ...curriculumCardColumns, preparedCount: preparedCount(actor.staffId) })
    .from(curriculumGrants)
    .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
    .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
    .where(and(grantedTo(actor.schoolId), curriculumId ? eq(curricula.id, curriculumId) : undefined))
    .orderBy(asc(curricula.sortOrder), asc(curricula.id));
}

/** 备课中心: the curricula granted to the school, with how many lessons I have prepared. */
export function preparationCurricula(db: Db, actor: StaffActor) {
  return grantedCurricula(db, actor);
}

/** A granted curriculum's lessons, each marked prepared once I have notes for it. */
export async function preparationLessons(db: Db, actor: StaffActor, curriculumId: number) {
  const [curriculum] = await grantedCurricula(db, actor, curriculumId);
  if (!curriculum) throw new ApiFailure(ErrorCodes.NotFound, '课程体系不存在');
  const lessons = await db
    .select({
      ...lessonOutlineColumns,
      preparedAt: lessonPreparations.updatedAt,
    })
    .from(curriculumLessons)
    .leftJoin(lessonPreparations, and(eq(lessonPreparations.lessonId, curriculumLessons.id), eq(lessonPreparations.staffId, actor.staffId), sql`${lessonPreparations.notes} <> ''`))
    .where(and(eq(curriculumLessons.curriculumId, curriculumId), eq(curriculumLessons.state, 1)))
    .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  return { curriculum, lessons };
}

/** 备课: a lesson's material (teaching content under 备课内容), my notes, and my classes with whether it is open to each. */
export async function lessonPreparation(db: Db, actor: StaffActor, lessonId: number) {
  const lesson = await grantedLesson(db, actor.schoolId, lessonId);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonMissing);
  const [[notes], classList, prepareContent] = await Promise.all([
    db.select({ notes: lessonPreparations.notes, updatedAt: lessonPreparations.updatedAt }).from(lessonPreparations).where(and(eq(lessonPreparations.staffId, actor.staffId), eq(lessonPreparations.lessonId, lessonId))),
    db
      .select({ id: classes.id, name: classes.name, unlockedAt: classLessonUnlocks.unlockedAt })
      .from(classes)
      .leftJoin(classLessonUnlocks, and(eq(classLessonUnlocks.classId, classes.id), eq(classLessonUnlocks.lessonId, lessonId)))
      .where(classesOf(actor))
      .orderBy(asc(classes.id)),
    schoolSwitch(db, actor.schoolId, 'prepareContent'),
  ]);
  return { lesson: { ...lesson, content: prepareContent ? lesson.content : null }, notes: notes?.notes ?? '', notesUpdatedAt: notes?.updatedAt ?? null, classes: classList };
}

/** Saves my notes for a lesson of a granted curriculum; they are mine alone. */
export async function saveLessonNotes(db: Db, actor: StaffActor, lessonId: number, notes: string) {
  const [lesson] = await db.select({ id: curriculumLessons.id }).from(curriculumLessons).where(and(eq(curriculumLessons.id, lessonId), grantedLessons(actor.schoolId))).limit(1);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonMissing);
  const values = { notes, updatedAt: new Date() };
  const [row] = await db
    .insert(lessonPreparations)
    .values({ staffId: actor.staffId, lessonId, ...values })
    .onConflictDoUpdate({ target: [lessonPreparations.staffId, lessonPreparations.lessonId], set: values })
    .returning({ notes: lessonPreparations.notes, updatedAt: lessonPreparations.updatedAt });
  return { notes: row.notes, notesUpdatedAt: row.updatedAt };
}
