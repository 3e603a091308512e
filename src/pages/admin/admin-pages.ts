import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { adminResourcePages } from '../../resources/resource-pages';
import { AdminLoginPage } from './admin-login-page';
import { DataAnalysisPage } from './data-analysis-page';
import { FeedbackInboxPage } from '../../custom/feedback/feedback-inbox-page';
import { SmsOutboxPage } from '../../custom/phone/sms-outbox-page';
import { SchoolCurriculumPage } from '../../custom/curriculum-grant/school-curriculum-page';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...adminResourcePages,
  'admin-login': AdminLoginPage,
  'data-analysis': DataAnalysisPage,
  phoneChangeRecord: SmsOutboxPage,
  problem: FeedbackInboxPage,
  'school-curriculum': SchoolCurriculumPage,
};
