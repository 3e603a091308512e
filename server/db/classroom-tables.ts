import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './base-tables';
import { classes, curriculumLessons, schoolCurriculumLessons, staff } from '../generated/entity-tables.gen';
import { works } from './works-tables';

/*
 * The teacher classroom (section 2): a lesson of a granted curriculum is opened to a class by its
 * teacher; the class's students may read an opened lesson, a locked one stays closed to them.
 * One row per class and lesson while it is open; locking removes the row.
 */
export const classLessonUnlocks = pgTable(
  'class_lesson_unlocks',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => curriculumLessons.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.lessonId] }), index('class_lesson_unlocks_school_idx').on(t.schoolId, t.unlockedAt)],
);

/*
 * The same opening for the school's own lessons (自建课程) granted to a class lesson by lesson:
 * the class teacher opens them one at a time, as for platform lessons. A grant marked 全部开放
 * (every grant made before lesson-by-lesson opening existed) needs no rows here.
 */
export const classOwnLessonUnlocks = pgTable(
  'class_own_lesson_unlocks',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => schoolCurriculumLessons.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.lessonId] }), index('class_own_lesson_unlocks_school_idx').on(t.schoolId, t.unlockedAt)],
);

/** A teacher's review of a student's work: a score out of 100 and a comment the student reads. One per work; a new review replaces it. */
export const workReviews = pgTable('work_reviews', {
  workId: bigint('work_id', { mode: 'number' })
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  score: smallint('score').notNull(),
  comment: text('comment').notNull().default(''),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's own preparation notes for a lesson (备课): private to the teacher, one text per lesson. */
export const lessonPreparations = pgTable(
  'lesson_preparations',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => curriculumLessons.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.lessonId] })],
);

/*
 * The same notes for a lesson of the school's own curriculum (自建课程): private to the teacher,
 * kept with the school so a read or a save is always scoped to the teacher's own school.
 */
export const ownLessonPreparations = pgTable(
  'own_lesson_preparations',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => schoolCurriculumLessons.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.lessonId] })],
);
