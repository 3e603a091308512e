import { DataAnalysisPage } from '../../features/analytics/data-analysis-page';
import type { AreaPages } from '../../resources/page-props';

/**
 * The back office's landing screen on its own: signing in opens it, and it should not wait for
 * the rest of the back office (every entity's screens and metadata), which loads on the next screen.
 */
export const pages: AreaPages = {
  'data-analysis': DataAnalysisPage,
};
