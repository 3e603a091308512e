import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { students } from '../generated/entity-tables.gen';

/**
 * A student's work (section 3: block-based, python, c++, junior). The source is the program
 * text, or the Blockly workspace as JSON for block and junior works. Deleting moves a work to
 * the recycle bin (deletedAt set); restoring clears it.
 */
export const works = pgTable(
  'works',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['block', 'python', 'cpp', 'junior'] }).notNull(),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('works_student_idx').on(t.studentId, t.id)],
);
