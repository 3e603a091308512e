import { createElement } from 'react';
import type { AreaPages } from '../../resources/page-props';
import { ProblemBankPage } from '../../features/oj/problem-bank-page';
import { ProblemDetailsPage } from '../../features/oj/problem-details-page';
import { LazyTopicAnalysisPage } from '../../features/oj/lazy-topic-analysis-page';
import { ProblemFormPage } from '../../features/oj/problem-form-page';
import { RecordOjPage, SubmissionRecordsPage } from '../../features/oj/submission-records-page';
import { ojContestPages } from '../../features/oj-contest/oj-contest-pages';


/** Built pages of the online-judge chunk, by route name. */
export const pages: AreaPages = {
  ...ojContestPages,
  questionBank: ProblemBankPage,
  'questionBank-details': ProblemDetailsPage,
  MyquestionBank: (props) => createElement(ProblemBankPage, { ...props, mine: true }),
  addQuestion: ProblemFormPage,
  // A contest's new problem is written in the same problem form; the contest's problem picker then offers it.
  matchAddQuestion: ProblemFormPage,
  SubmitRecords: SubmissionRecordsPage,
  recordOJ: RecordOjPage,
  TopicAnalysis: LazyTopicAnalysisPage,
};
