import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { adminResourcePages } from '../../resources/resource-pages';
import { AdminLoginPage } from './admin-login-page';
import { DataAnalysisPage } from './data-analysis-page';
import { FeedbackInboxPage } from '../../custom/feedback/feedback-inbox-page';
import { SmsOutboxPage } from '../../custom/phone/sms-outbox-page';
import { PlatformQuestionListPage } from '../../custom/testing/bank-questions';
import { entityTabsPage } from '../../custom/testing/entity-tabs-page';
import { QuestionEditorPage } from '../../custom/testing/question-editor-page';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...adminResourcePages,
  'admin-login': AdminLoginPage,
  'data-analysis': DataAnalysisPage,
  phoneChangeRecord: SmsOutboxPage,
  problem: FeedbackInboxPage,
  newQuestion: QuestionEditorPage,
  addAquestion: QuestionEditorPage,
  'admin-add-question': QuestionEditorPage,
  'admin-questionlist': PlatformQuestionListPage,
  examLabels: entityTabsPage(['ExamTagGroup', 'ExamTag']),
  'platform-source': entityTabsPage(['QuestionSource', 'QuestionYear', 'SourceTag']),
};
