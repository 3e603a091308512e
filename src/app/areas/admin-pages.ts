import { createElement, type ComponentType } from 'react';
import type { PageProps } from '../page-props';
import { adminResourcePages } from '../../resources/resource-pages';
import { AdminLoginPage } from '../../features/sign-in/admin-login-page';
import { DataAnalysisPage } from '../../features/analytics/data-analysis-page';
import { FeedbackInboxPage } from '../../features/feedback/feedback-inbox-page';
import { ProblemFormPage } from '../../features/oj/problem-form-page';
import { TopicAnalysisPage } from '../../features/oj/topic-analysis-page';
import { ojContestAdminPages } from '../../features/oj-contest/oj-contest-pages';
import { SchoolCurriculumPage } from '../../features/curriculum-grant/school-curriculum-page';
import { backOfficeControlPages } from '../../features/back-office/back-office-control-pages';
import { PlatformQuestionListPage } from '../../features/exam/bank-questions';
import { entityTabsPage } from '../../features/exam/entity-tabs-page';
import { QuestionEditorPage } from '../../features/exam/question-editor-page';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...adminResourcePages,
  ...ojContestAdminPages,
  ...backOfficeControlPages,
  'admin-login': AdminLoginPage,
  'data-analysis': DataAnalysisPage,
  problem: FeedbackInboxPage,
  // After the resource pages: the OJ problem's create/edit screen is the custom form with test data upload.
  addSubject: (props) => createElement(ProblemFormPage, { ...props, admin: true }),
  'admin-TopicAnalysis': (props) => createElement(TopicAnalysisPage, { ...props, admin: true }),
  'school-curriculum': SchoolCurriculumPage,
  newQuestion: QuestionEditorPage,
  addAquestion: QuestionEditorPage,
  'admin-add-question': QuestionEditorPage,
  'admin-questionlist': PlatformQuestionListPage,
  examLabels: entityTabsPage(['ExamTagGroup', 'ExamTag']),
  'platform-source': entityTabsPage(['QuestionSource', 'QuestionYear', 'SourceTag']),
};
