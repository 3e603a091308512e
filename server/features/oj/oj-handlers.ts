import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { analysisHandlers } from './analysis-handlers';
import { problemHandlers } from './problem-handlers';
import { submissionHandlers } from './submission-handlers';

/** Every OJ call of openapi/paths/oj.yaml, by operationId. */
export function ojHandlers(deps: AppDeps): HandlerMap {
  return { ...problemHandlers(deps), ...submissionHandlers(deps), ...analysisHandlers(deps) };
}

/** The test-data upload carries a base64 zip (8 MB → about 11 MB), above the default body limit. */
export const ojBodyLimits: Record<string, number> = { '/java-api/oj/problem/uploadTests': 12 * 1024 * 1024 };
