import { bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';
import { ojSubmissions } from './judge-tables';
import { campuses, classes, papers, questions, staff, students } from '../generated/entity-tables.gen';

/*
 * Exams, practices and offline exams of a school (docs/exams.md). Staff, students and the
 * marking code read them under different rules, and a published exam keeps its own copy of the
 * paper, so they are hand-written tables rather than schema-driven entities.
 */

export const examKinds = ['exam', 'practice', 'offline'] as const;
export const examScopes = ['school', 'common'] as const;
export const examStates = ['draft', 'published', 'closed'] as const;
export const sheetStates = ['answering', 'submitted', 'marked'] as const;
/** How a programming answer scores: the share of the problem's tests it passes, or all of them or nothing. */
export const judgeScorings = ['share', 'all'] as const;

/**
 * An exam (or practice, or offline exam) on a paper the school may use (a platform paper or one
 * of its own). `scope` common: a 统考 of several classes or campuses of the school with one ranking.
 * Offline exams are sat on paper: no window is enforced and the teacher enters the scores.
 */
export const exams = pgTable(
  'exams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind', { enum: examKinds }).notNull(),
    scope: text('scope', { enum: examScopes }).notNull().default('school'),
    /** Null only for an offline exam entered without a paper (then `fullScore` is typed in). */
    paperId: integer('paper_id').references(() => papers.id),
    title: text('title').notNull(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** Exams: answers and analyses are shown once the results are published; practices: right after submitting. */
    showAnswers: boolean('show_answers').notNull().default(true),
    /** Minutes after `endAt` a student who has not started may still start (their deadline never passes endAt + late). */
    lateMinutes: integer('late_minutes').notNull().default(0),
    /** Multiple choice: a correct proper subset earns half the score instead of nothing. */
    partialCredit: boolean('partial_credit').notNull().default(false),
    /** Programming questions: copied from the paper's rule at publish (share of tests passed, or all-or-nothing). */
    /** Offline exams only: a 线下练习 (practice sat on paper) rather than a 线下考试; students see it under 线下练习. */
    offlinePractice: boolean('offline_practice').notNull().default(false),
    judgeScoring: text('judge_scoring', { enum: judgeScorings }).notNull().default('share'),
    /** Only one device answers a sheet at a time (the sheet's device token). */
    oneDevice: boolean('one_device').notNull().default(true),
    /** Practices: how many attempts a student may make (null: unlimited). Exams: always one. */
    maxAttempts: integer('max_attempts'),
    state: text('state', { enum: examStates }).notNull().default('draft'),
    /** Sum of the frozen question scores (or the typed full score of an offline exam). */
    fullScore: doublePrecision('full_score').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set once by "publish results"; the star coins of `examGrant` are paid in that same transaction. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('exams_school_idx').on(t.schoolId, t.kind, t.scope), index('exams_paper_idx').on(t.paperId)],
);

/**
 * The exam's frozen question list, copied from the paper and its questions at publish: a paper or
 * question edited later never changes an exam that is published. `position` is the paper order.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    score: doublePrecision('score').notNull(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    stem: text('stem').notNull(),
    options: text('options'),
    answer: text('answer').notNull(),
    analysis: text('analysis'),
    ojProblemId: integer('oj_problem_id'),
    /** The paper section the question was in at publish; null for exams frozen before sections. */
    sectionTitle: text('section_title'),
    /** That section's description (the note under its heading) at publish, frozen with the title. */
    sectionDescription: text('section_description'),
  },
  (t) => [primaryKey({ columns: [t.examId, t.position] }), uniqueIndex('exam_questions_question_uq').on(t.examId, t.questionId)],
);

/** Who sits an exam: whole classes, whole campuses (common exams) and single students of the school. */
export const examAssignments = pgTable(
  'exam_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('exam_assignments_exam_idx').on(t.examId),
    index('exam_assignments_class_idx').on(t.classId),
    index('exam_assignments_student_idx').on(t.studentId),
  ],
);

/**
 * A student's answer sheet: one per exam, one per attempt of a practice, one per student of an
 * offline exam (its score typed in as `manualScore`). Scores are always recomputed from the
 * answers by `recomputeSheetTotals` (server/features/exams/sheet-rules.ts), never added up elsewhere.
 */
export const examSheets = pgTable(
  'exam_sheets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    attempt: integer('attempt').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the sheet is submitted automatically: min(start + duration, end + late minutes). */
    deadline: timestamp('deadline', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** student | auto | teacher (offline entry). */
    submittedBy: text('submitted_by'),
    state: text('state', { enum: sheetStates }).notNull().default('answering'),
    autoScore: doublePrecision('auto_score').notNull().default(0),
    manualScore: doublePrecision('manual_score').notNull().default(0),
    totalScore: doublePrecision('total_score').notNull().default(0),
    /** The device answering now (one device at a time); another device is refused while it answers. */
    deviceToken: text('device_token'),
    /** How often the student left the answering page (recorded, shown to the marker). */
    switchCount: integer('switch_count').notNull().default(0),
    /** Offline exams: the teacher's remark on the paper sheet. */
    remark: text('remark'),
    /** Star coins paid for this sheet when the results were published (0: none). */
    coins: integer('coins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exam_sheets_student_uq').on(t.examId, t.studentId, t.attempt), index('exam_sheets_student_idx').on(t.studentId)],
);

/** One answer of a sheet, saved as it is given; `position` is the exam question's position. */
export const examSheetAnswers = pgTable(
  'exam_sheet_answers',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => examSheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** As the question type writes answers (shared/question-format.ts); programming: the code. */
    response: text('response').notNull().default(''),
    /** Programming answers: the language the code is written in. */
    language: text('language'),
    /** Set by marking at submission (objective) or by the judge (programming); null: not marked. */
    autoScore: doublePrecision('auto_score'),
    /** Set by the marker (short answers, or a correction of an automatic score); wins over autoScore. */
    manualScore: doublePrecision('manual_score'),
    comment: text('comment'),
    judgeSubmissionId: integer('judge_submission_id').references(() => ojSubmissions.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sheetId, t.position] })],
);

/** The wrong-question book: each question a student answered wrongly, until they mark it mastered. */
export const wrongQuestions = pgTable(
  'wrong_questions',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    wrongCount: integer('wrong_count').notNull().default(1),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull().defaultNow(),
    /** The exam it was last answered wrongly in. */
    lastExamId: integer('last_exam_id').references(() => exams.id, { onDelete: 'set null' }),
    lastResponse: text('last_response'),
    mastered: boolean('mastered').notNull().default(false),
    masteredAt: timestamp('mastered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.questionId] }), index('wrong_questions_school_idx').on(t.schoolId)],
);
