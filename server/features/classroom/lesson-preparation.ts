import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import { ApiFailure } from '../../lib/api-failure';
import { courseSources, lessonSources } from './lesson-sources';
import { classesOf } from './teacher-classes';

/** 备课中心: the platform curricula granted to the school, then the school's own enabled ones, with how many lessons I have prepared. */
export async function preparationCurricula(db: Db, actor: StaffActor) {
  const lists = await Promise.all(courseSources.map((source) => lessonSources[source].preparationCurricula(db, actor)));
  return lists.flat();
}

/** A curriculum my school may prepare, with its lessons, each marked prepared once I have notes for it. */
export async function preparationLessons(db: Db, actor: StaffActor, curriculumId: number, source: CourseSource = 'platform') {
  const [curriculum] = await lessonSources[source].preparationCurricula(db, actor, curriculumId);
  if (!curriculum) throw new ApiFailure(ErrorCodes.NotFound, '课程体系不存在');
  return { curriculum, lessons: await lessonSources[source].preparationLessons(db, actor, curriculumId) };
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
