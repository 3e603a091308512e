import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { students } from '../generated/entity-tables.gen';
import { shareLinks } from './library-tables';

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

/*
 * Runs of shared C++ works (/MiniWorksDetails, no session), one row each, counted per visitor
 * address and per share link over the last minute: a link in the open must not become a way to
 * fill the judge queue that students and the OJ share. Rows older than an hour are dropped on the go.
 */
export const sharedWorkRuns = pgTable(
  'shared_work_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shared_work_runs_link_idx').on(t.linkId, t.createdAt), index('shared_work_runs_ip_idx').on(t.ip, t.createdAt), index('shared_work_runs_at_idx').on(t.createdAt)],
);
