import type { SQL } from 'drizzle-orm';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';

/*
 * Where a class's curriculum comes from — the platform's, granted to the school, or the school's
 * own (自建课程), granted to the class — behind one interface, so the teacher classroom (lesson
 * list, teaching view, opening a lesson) and homework read and write both through one code path.
 */

/** A curriculum as a class's teacher sees it, with how many of its lessons are open to the class. */
export type ClassCurriculumRow = {
  source: CourseSource;
  id: number;
  name: string;
  subjectName: string;
  cover: string | null;
  lessonCount: number;
  openedCount: number;
  /** Every lesson open at once (a self-made grant marked 全部课节直接开放); nothing to open one by one. */
  openAll: boolean;
};

/** One lesson in a curriculum's order, with when it was opened to the class (null: locked). */
export type ClassLessonRow = {
  id: number;
  chapter: string | null;
  title: string;
  sortOrder: number;
  durationMinutes: number;
  hasVideo: boolean;
  hasCourseware: boolean;
  unlockedAt: Date | null;
};

/** A curriculum in 备课中心, with how many of its lessons the teacher has written notes for. */
export type PrepCurriculumRow = {
  source: CourseSource;
  id: number;
  name: string;
  /** The platform's subject, or the self-made curriculum's system (课程体系). */
  subjectName: string;
  cover: string | null;
  level: number;
  description: string | null;
  lessonCount: number;
  preparedCount: number;
};

/** One lesson of a curriculum being prepared, with when the teacher last saved notes for it (null: not yet). */
export type PrepLessonRow = Omit<ClassLessonRow, 'unlockedAt'> & { preparedAt: Date | null };

/** A lesson's material as it is taught to a class. */
export type TeachingMaterial = {
  source: CourseSource;
  id: number;
  curriculumId: number;
  curriculumName: string;
  chapter: string | null;
  title: string;
  durationMinutes: number;
  video: string | null;
  courseware: string | null;
  coursewareName: string | null;
  /** Teaching content; for platform lessons null without the school's 备课内容 switch. */
  content: string | null;
  /** Platform lessons hold plain paragraphs; self-made ones sanitized rich text. */
  contentFormat: 'text' | 'html';
  /** OJ practice problems the lesson links (self-made lessons; platform lessons have none). */
  ojProblemIds: number[];
  openAll: boolean;
};

export interface LessonSource {
  /** Said when a lesson is not one this class may be taught (another school's, not granted, gone). */
  readonly lessonMissing: string;
  /** The curricula of this source granted for the class (or just the one asked for). */
  curricula(db: Db, schoolId: number, classId: number, curriculumId?: number): Promise<ClassCurriculumRow[]>;
  /** A granted curriculum's lessons in order; the caller has checked the grant. */
  lessons(db: Db, classId: number, curriculumId: number): Promise<ClassLessonRow[]>;
  /** A lesson the class may be taught, with its material; null for any other lesson id. */
  lesson(db: Db, schoolId: number, classId: number, lessonId: number): Promise<TeachingMaterial | null>;
  /** Records the opening (once; the first time stays) or removes it; the caller has checked class and lesson. */
  writeUnlock(db: Db, actor: StaffActor, input: { classId: number; lessonId: number; unlocked: boolean }): Promise<Date | null>;
  /** The curricula of this source the school's teachers prepare (备课中心), or just the one asked for; none of another school. */
  preparationCurricula(db: Db, actor: StaffActor, curriculumId?: number): Promise<PrepCurriculumRow[]>;
  /** A preparable curriculum's lessons in order, each with when the actor last saved notes; the caller has checked the curriculum. */
  preparationLessons(db: Db, actor: StaffActor, curriculumId: number): Promise<PrepLessonRow[]>;
  /** A lesson the school's teachers may prepare (备课), with its material; null for any other lesson id. */
  preparedLesson(db: Db, schoolId: number, lessonId: number): Promise<PreparedMaterial | null>;
  /** The classes of `mine` (the actor's classes) the lesson may be taught to, with when it was opened to each. */
  preparationClasses(db: Db, mine: SQL, lesson: { id: number; curriculumId: number }): Promise<PreparationClass[]>;
  /** The teacher's own preparation notes for the lesson, kept within the school; null before the first save. */
  notes(db: Db, actor: StaffActor, lessonId: number): Promise<LessonNotes | null>;
  /** Saves the teacher's notes (insert or replace); the caller has checked the lesson. */
  writeNotes(db: Db, actor: StaffActor, lessonId: number, notes: string): Promise<LessonNotes>;
}

/** A lesson's material as prepared, before any class: no class-specific 全部开放. */
export type PreparedMaterial = Omit<TeachingMaterial, 'openAll'>;

/** One of my classes while preparing a lesson: whether it is open there yet. */
export type PreparationClass = { id: number; name: string; unlockedAt: Date | null };

/** A teacher's private preparation notes (备课笔记) and when they were last saved. */
export type LessonNotes = { notes: string; updatedAt: Date };
