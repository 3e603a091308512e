import { createElement, type ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { ProblemBankPage } from '../../custom/oj/problem-bank-page';
import { ProblemDetailsPage } from '../../custom/oj/problem-details-page';
import { ProblemFormPage } from '../../custom/oj/problem-form-page';
import { LazyTopicAnalysisPage } from '../../custom/oj/lazy-topic-analysis-page';
import { RecordOjPage, SubmissionRecordsPage } from '../../custom/oj/submission-records-page';
import { ojContestPages } from '../../custom/oj-contest/oj-contest-pages';

/** Built pages of the online-judge chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
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
