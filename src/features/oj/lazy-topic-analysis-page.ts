import { lazy } from 'react';

/** The problem analysis screen, loaded on its own: it alone needs the charts library. */
export const LazyTopicAnalysisPage = lazy(() => import('./topic-analysis-page').then((m) => ({ default: m.TopicAnalysisPage })));
