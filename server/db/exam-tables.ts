import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { papers, questions } from '../generated/entity-tables.gen';

/**
 * The sections (大题, e.g. 一、单选题 / 二、编程题) a paper groups its questions into, in `position`
 * order. Every paper question belongs to one; a paper's first question gets a default section.
 */
export const paperSections = pgTable(
  'paper_sections',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [index('paper_sections_paper_idx').on(t.paperId, t.position)],
);

/**
 * The questions of a paper with the score each carries there (a paper may weigh a question
 * differently from its bank). `sort` keeps the order within the paper
 * (the paper reads section by section, then by `sort`).
 */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: integer('paper_id').notNull().references(() => papers.id),
    questionId: integer('question_id').notNull().references(() => questions.id),
    score: doublePrecision('score').notNull(),
    sort: integer('sort').notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => paperSections.id),
  },
  (t) => [uniqueIndex('paper_questions_uq').on(t.paperId, t.questionId), index('paper_questions_question_idx').on(t.questionId)],
);
