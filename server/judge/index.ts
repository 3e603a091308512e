// Public entry of the judge core.
export { createJudge, JudgeRequestError } from './create-judge.js';
export { displayText, storableJson, storableText } from './display-text.js';
export { LANGUAGES, type LanguageSpec } from './languages.js';
export type {
  CheckerSpec,
  Judge,
  JudgeOptions,
  JudgeRequest,
  JudgeResult,
  LanguageId,
  RunRequest,
  RunResult,
  SelfCheckResult,
  TestCase,
  TestResult,
  Verdict,
} from './types.js';
