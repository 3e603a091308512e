import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import { courseSubjects, curricula, curriculumGrants, curriculumLessons, lessonPreparations } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { grantedTo } from '../school-content/school-content-handlers';
import { lessonSources } from './lesson-sources';
import { curriculumCardColumns, lessonOutlineColumns } from './curriculum-columns';
import { classesOf } from './teacher-classes';

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

/** A lesson my school may prepare, of either source; any other is not found in the source's words. */
async function preparedLesson(db: Db, actor: StaffActor, lessonId: number, source: CourseSource) {
  const lesson = await lessonSources[source].preparedLesson(db, actor.schoolId, lessonId);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonSources[source].lessonMissing);
  return lesson;
}

/**
 * 备课, platform or self-made: a lesson's material (platform teaching content under 备课内容), my
 * notes, and my classes it may be taught to with whether it is open to each.
 */
export async function lessonPreparation(db: Db, actor: StaffActor, lessonId: number, source: CourseSource = 'platform') {
  const lesson = await preparedLesson(db, actor, lessonId, source);
  const [notes, classList] = await Promise.all([lessonSources[source].notes(db, actor, lessonId), lessonSources[source].preparationClasses(db, classesOf(actor), lesson)]);
  return { lesson, notes: notes?.notes ?? '', notesUpdatedAt: notes?.updatedAt ?? null, classes: classList };
}

/** Saves my notes for a lesson my school may prepare; they are mine alone, kept within my school. */
export async function saveLessonNotes(db: Db, actor: StaffActor, lessonId: number, notes: string, source: CourseSource = 'platform') {
  await preparedLesson(db, actor, lessonId, source);
  const row = await lessonSources[source].writeNotes(db, actor, lessonId, notes);
  return { notes: row.notes, notesUpdatedAt: row.updatedAt };
}
