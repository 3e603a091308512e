import type { AreaPages } from '../../resources/page-props';
import { competitionContestPages } from '../../features/oj-contest/oj-contest-pages';
import { competitionExamPages } from '../../features/exams/exam-pages';
import { commonExamBankPages } from '../../features/exam-bank/exam-bank-pages';

/** Built pages of the competition centre's chunk, by route name. */
export const pages: AreaPages = {
  ...competitionContestPages,
  ...competitionExamPages,
  ...commonExamBankPages,
};
