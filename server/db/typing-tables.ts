import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { students } from '../generated/entity-tables.gen';

/*
 * The typing planet's one record per student (section 3: typingHistory and completedLevels),
 * written whole by each save; the two parts are JSON the contract bounds. The best speed and
 * accuracy are copied into columns so a class leaderboard is one indexed read.
 */
export const typingRecords = pgTable(
  'typing_records',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    typingHistory: jsonb('typing_history').notNull().default({}),
    completedLevels: jsonb('completed_levels').notNull().default([]),
    bestWpm: integer('best_wpm').notNull().default(0),
    bestAccuracy: integer('best_accuracy').notNull().default(0),
    levels: integer('levels').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('typing_records_school_idx').on(t.schoolId)],
);

/** Levels that already earned their star coins: a level pays once, however often it is replayed. */
export const typingLevelAwards = pgTable(
  'typing_level_awards',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    levelId: text('level_id').notNull(),
    coins: integer('coins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.levelId] })],
);
