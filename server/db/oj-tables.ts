import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './base-tables';
import { ojProblems } from '../generated/entity-tables.gen';

/**
 * A problem's test data, one row per input/answer pair of the uploaded zip, in upload order.
 * Replaced as a whole by each upload (oj_problems.test_count mirrors the count).
 */
export const ojProblemTests = pgTable(
  'oj_problem_tests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => ojProblems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    input: text('input').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oj_problem_tests_uq').on(t.problemId, t.position), index('oj_problem_tests_problem_idx').on(t.problemId)],
);

/** "Run with my input": compiled and run once on the user's stdin, no verdict against tests. */
export const ojRunRecords = pgTable(
  'oj_run_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id'),
    problemId: integer('problem_id').notNull(),
    submitterKind: text('submitter_kind', { enum: ['staff', 'student', 'admin'] }).notNull(),
    submitterId: integer('submitter_id').notNull(),
    language: text('language').notNull(),
    source: text('source').notNull(),
    stdin: text('stdin').notNull(),
    verdict: text('verdict').notNull(),
    timeMs: integer('time_ms').notNull(),
    memoryKb: integer('memory_kb').notNull(),
    stdout: text('stdout').notNull(),
    stderr: text('stderr').notNull(),
    compileMessage: text('compile_message'),
    createdAt: createdAt(),
  },
  (t) => [index('oj_run_records_submitter_idx').on(t.submitterKind, t.submitterId, t.id)],
);
