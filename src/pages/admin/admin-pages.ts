import { createElement, type ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { adminResourcePages } from '../../resources/resource-pages';
import { DataAnalysisPage } from './data-analysis-page';
import { FeedbackInboxPage } from '../../custom/feedback/feedback-inbox-page';
import { ProblemFormPage } from '../../custom/oj/problem-form-page';
import { LazyTopicAnalysisPage } from '../../custom/oj/lazy-topic-analysis-page';
import { ojContestAdminPages } from '../../custom/oj-contest/oj-contest-pages';
import { SchoolCurriculumPage } from '../../custom/curriculum-grant/school-curriculum-page';
import { backOfficeControlPages } from './back-office-control-pages';
import { PlatformQuestionListPage } from '../../custom/testing/bank-questions';
import { entityTabsPage } from '../../custom/testing/entity-tabs-page';
import { QuestionEditorPage } from '../../custom/testing/question-editor-page';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...adminResourcePages,
  ...ojContestAdminPages,
  ...backOfficeControlPages,
  'data-analysis': DataAnalysisPage,
  problem: FeedbackInboxPage,
  // After the resource pages: the OJ problem's create/edit screen is the custom form with test data upload.
  addSubject: (props) => createElement(ProblemFormPage, { ...props, admin: true }),
  'admin-TopicAnalysis': (props) => createElement(LazyTopicAnalysisPage, { ...props, admin: true }),
  'school-curriculum': SchoolCurriculumPage,
  newQuestion: QuestionEditorPage,
  addAquestion: QuestionEditorPage,
  'admin-add-question': QuestionEditorPage,
  'admin-questionlist': PlatformQuestionListPage,
  examLabels: entityTabsPage(['ExamTagGroup', 'ExamTag']),
  'platform-source': entityTabsPage(['QuestionSource', 'QuestionYear', 'SourceTag']),
};
