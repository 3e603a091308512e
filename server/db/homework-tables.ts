import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { classes, curriculumLessons, schoolCurriculumLessons, staff, students } from '../generated/entity-tables.gen';
import { works } from './works-tables';

/*
 * Homework (issue 18): a teacher assigns a lesson's homework to a class they teach, due at a time,
 * with a late window after it (补交期). Students of the class hand in one of their works before the
 * window closes; after the due time the hand-in counts as late, after the window it is refused.
 * The lesson is a platform lesson (lessonId) or a lesson of the school's own curriculum
 * (ownLessonId), exactly one of them, each with its foreign key.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => curriculumLessons.id, { onDelete: 'cascade' }),
    ownLessonId: integer('own_lesson_id').references(() => schoolCurriculumLessons.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The kind of work expected; null accepts any kind. */
    kind: text('kind', { enum: ['block', 'python', 'cpp', 'junior'] }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The end of the late window: equal to dueAt when no late hand-in is accepted. */
    lateUntil: timestamp('late_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('homeworks_class_idx').on(t.classId, t.dueAt),
    index('homeworks_own_lesson_idx').on(t.ownLessonId),
    check('homeworks_one_lesson', sql`num_nonnulls(${t.lessonId}, ${t.ownLessonId}) = 1`),
  ],
);

/** A student's hand-in of one work for a homework; handing in again (while the window is open) replaces it. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    homeworkId: bigint('homework_id', { mode: 'number' })
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    workId: bigint('work_id', { mode: 'number' })
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By student too: a student's story (学员详情) reads their hand-ins across every homework.
  (t) => [uniqueIndex('homework_submissions_uq').on(t.homeworkId, t.studentId), index('homework_submissions_student_idx').on(t.studentId)],
);
