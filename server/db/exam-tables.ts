import { doublePrecision, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { papers, questions } from '../generated/entity-tables.gen';

/**
 * The questions of a paper with the score each carries there (a paper may weigh a question
 * differently from its bank). `sort` keeps the order they were added in.
 */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: integer('paper_id').notNull().references(() => papers.id),
    questionId: integer('question_id').notNull().references(() => questions.id),
    score: doublePrecision('score').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('paper_questions_uq').on(t.paperId, t.questionId), index('paper_questions_question_idx').on(t.questionId)],
);
