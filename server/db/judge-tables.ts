import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './base-tables';

/**
 * OJ submissions double as the judge queue: workers on any machine claim `queued` rows
 * (or rows whose lease ran out because a worker died) with FOR UPDATE SKIP LOCKED.
 */
export const ojSubmissions = pgTable(
  'oj_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for platform-level submissions (e.g. an administrator testing a problem). */
    schoolId: integer('school_id'),
    problemId: integer('problem_id').notNull(),
    contestId: integer('contest_id'),
    /**
     * Set when the submission is a programming answer of an exam sheet (exam_sheets.id, issue 17):
     * judged by the same queue, but kept out of the OJ's own records and statistics, and scored
     * into the sheet when its verdict arrives (server/features/exams/judged-answers.ts).
     */
    examSheetId: integer('exam_sheet_id'),
    submitterKind: text('submitter_kind', { enum: ['staff', 'student', 'admin'] }).notNull(),
    submitterId: integer('submitter_id').notNull(),
    language: text('language').notNull(),
    source: text('source').notNull(),
    status: text('status', { enum: ['queued', 'judging', 'finished'] }).notNull().default('queued'),
    verdict: text('verdict'),
    score: real('score'),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    compileMessage: text('compile_message'),
    systemMessage: text('system_message'),
    results: jsonb('results'),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
  },
  (t) => [
    // Only unfinished rows: a claim walks this small index in id order however long the history grows.
    index('oj_submissions_queue_idx').on(t.id).where(sql`status <> 'finished'`),
    index('oj_submissions_problem_idx').on(t.problemId, t.id),
    index('oj_submissions_submitter_idx').on(t.submitterKind, t.submitterId, t.id),
  ],
);
