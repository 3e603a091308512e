import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { adminResourcePages } from '../../resources/resource-pages';
import { AdminLoginPage } from './admin-login-page';
import { DataAnalysisPage } from './data-analysis-page';
import { FeedbackInboxPage } from '../../custom/feedback/feedback-inbox-page';
import { backOfficeControlPages } from './back-office-control-pages';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...adminResourcePages,
  ...backOfficeControlPages,
  'admin-login': AdminLoginPage,
  'data-analysis': DataAnalysisPage,
  problem: FeedbackInboxPage,
};
