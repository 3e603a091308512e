import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { AdminLoginPage } from './admin-login-page';
import { DataAnalysisPage } from './data-analysis-page';

/** Built pages of the back-office chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  'admin-login': AdminLoginPage,
  'data-analysis': DataAnalysisPage,
};
