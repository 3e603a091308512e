import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contestRuleNames } from '../../shared/contest-rules';
import { createdAt, schools } from './base-tables';
import { ojProblems, ojSheetTypes, staff, students } from '../generated/entity-tables.gen';

/*
 * Problem lists, contests and teams. They are read by staff, students and the platform
 * administrator under different rules (server/features/oj-contest/), and each holds an
 * ordered list of problems, so they are hand-written tables rather than schema-driven entities.
 * A null school means a platform row made by the administrator, visible to every school.
 */

const authorColumns = () => ({
  authorKind: text('author_kind', { enum: ['admin', 'staff'] }).notNull(),
  authorId: integer('author_id').notNull(),
  authorName: text('author_name'),
});

/** A problem list (题单) or, for the back office's 专题, a topic collection: same model, another kind. */
export const ojSheets = pgTable(
  'oj_sheets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    kind: text('kind', { enum: ['sheet', 'topic'] }).notNull().default('sheet'),
    typeId: integer('type_id').references(() => ojSheetTypes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    ...authorColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('oj_sheets_school_idx').on(t.schoolId, t.kind)],
);

export const ojSheetProblems = pgTable(
  'oj_sheet_problems',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => ojSheets.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => ojProblems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sheetId, t.problemId] })],
);

/** A teacher's group of students (团队); problem lists and contests may be given to it. */
export const ojTeams = pgTable(
  'oj_teams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    ownerStaffId: integer('owner_staff_id')
      .notNull()
      .references(() => staff.id),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('oj_teams_school_idx').on(t.schoolId, t.ownerStaffId)],
);

export const ojTeamMembers = pgTable(
  'oj_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => ojTeams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.studentId] }), index('oj_team_members_student_idx').on(t.studentId)],
);

export const ojTeamSheets = pgTable(
  'oj_team_sheets',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => ojTeams.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => ojSheets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.sheetId] })],
);

/**
 * A contest. ACM: solved count then penalty, the board frozen for the last `freezeMinutes`
 * for non-staff; OI: sum of best scores. A team contest (teamId) is for that team's members.
 */
export const ojContests = pgTable(
  'oj_contests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    title: text('title').notNull(),
    description: text('description'),
    rule: text('rule', { enum: contestRuleNames }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    signUp: text('sign_up', { enum: ['open', 'invite'] }).notNull(),
    teamId: integer('team_id').references(() => ojTeams.id, { onDelete: 'set null' }),
    freezeMinutes: integer('freeze_minutes').notNull().default(0),
    ...authorColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('oj_contests_school_idx').on(t.schoolId, t.startAt)],
);

export const ojContestProblems = pgTable(
  'oj_contest_problems',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => ojContests.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => ojProblems.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.problemId] })],
);

/** Students who may compete: signed up themselves (open contests) or invited by the organiser. */
export const ojContestParticipants = pgTable(
  'oj_contest_participants',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => ojContests.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: integer('school_id').notNull(),
    source: text('source', { enum: ['signup', 'invite'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.studentId] }), index('oj_contest_participants_student_idx').on(t.studentId)],
);
