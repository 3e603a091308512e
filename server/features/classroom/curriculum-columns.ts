import { sql } from 'drizzle-orm';
import { courseSubjects, curricula, curriculumLessons, schoolCurricula, schoolCurriculumLessons, schoolCurriculumSystems } from '../../db/schema';

/*
 * The columns the classroom reads of platform curricula and their lessons, named once: the teacher's
 * lesson lists and preparation, and the student's courses select the same shapes.
 */

/** A lesson as the lesson lists show it: order, length and whether it has a video and courseware. */
export const lessonOutlineColumns = {
  id: curriculumLessons.id,
  chapter: curriculumLessons.chapter,
  title: curriculumLessons.title,
  sortOrder: curriculumLessons.sortOrder,
  durationMinutes: curriculumLessons.durationMinutes,
  hasVideo: sql<boolean>`coalesce(${curriculumLessons.video}, '') <> ''`,
  hasCourseware: sql<boolean>`coalesce(${curriculumLessons.courseware}, '') <> ''`,
};

/** A lesson opened to read: its material (the teaching content is the caller's to hide). */
export const lessonMaterialColumns = {
  id: curriculumLessons.id,
  curriculumId: curriculumLessons.curriculumId,
  chapter: curriculumLessons.chapter,
  title: curriculumLessons.title,
  durationMinutes: curriculumLessons.durationMinutes,
  video: curriculumLessons.video,
  courseware: curriculumLessons.courseware,
  content: curriculumLessons.content,
};

/** A curriculum as a card: name, subject (join courseSubjects), cover, level and how many lessons are in force. */
export const curriculumCardColumns = {
  id: curricula.id,
  name: curricula.name,
  subjectName: courseSubjects.name,
  cover: curricula.cover,
  level: curricula.level,
  description: curricula.description,
  lessonCount: sql<number>`(select count(*) from ${curriculumLessons} where ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
};

/** A self-made (自建) lesson opened to read: its material, named as the platform lesson's (attachment = courseware). */
export const ownLessonMaterialColumns = {
  id: schoolCurriculumLessons.id,
  curriculumId: schoolCurriculumLessons.curriculumId,
  title: schoolCurriculumLessons.title,
  durationMinutes: schoolCurriculumLessons.durationMinutes,
  video: schoolCurriculumLessons.video,
  courseware: schoolCurriculumLessons.attachment,
  coursewareName: schoolCurriculumLessons.attachmentName,
  content: schoolCurriculumLessons.content,
  ojProblemIds: schoolCurriculumLessons.ojProblemIds,
};

/** A self-made lesson as the lesson lists show it (no chapters: the caller adds chapter null). */
export const ownLessonOutlineColumns = {
  id: schoolCurriculumLessons.id,
  title: schoolCurriculumLessons.title,
  sortOrder: schoolCurriculumLessons.sortOrder,
  durationMinutes: schoolCurriculumLessons.durationMinutes,
  hasVideo: sql<boolean>`coalesce(${schoolCurriculumLessons.video}, '') <> ''`,
  hasCourseware: sql<boolean>`coalesce(${schoolCurriculumLessons.attachment}, '') <> ''`,
};

/** A self-made curriculum as a card, named as the platform's (subject = its system; join schoolCurriculumSystems). */
export const ownCurriculumCardColumns = {
  id: schoolCurricula.id,
  name: schoolCurricula.name,
  subjectName: schoolCurriculumSystems.name,
  cover: schoolCurricula.cover,
  level: schoolCurricula.level,
  description: schoolCurricula.description,
  lessonCount: sql<number>`(select count(*) from ${schoolCurriculumLessons} where ${schoolCurriculumLessons.curriculumId} = ${schoolCurricula.id})`.mapWith(Number),
};
