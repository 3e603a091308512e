// Public types of the judge core. Queue, HTTP and database code should only need these.

export type LanguageId = 'c' | 'cpp' | 'python3';

/** AC accepted, WA wrong answer, PE presentation error, TLE/MLE/OLE limits, RE runtime error,
 *  CE compile error, SE system error (never the contestant's fault), PC partial (special judge points). */
export type Verdict = 'AC' | 'WA' | 'PE' | 'TLE' | 'MLE' | 'OLE' | 'RE' | 'CE' | 'SE' | 'PC';

export interface TestCase {
  name: string;
  input: string;
  answer: string;
}

export type CheckerSpec =
  | { kind: 'tokens' }
  | { kind: 'exact' }
  | { kind: 'float'; epsilon: number }
  /** testlib-style C++ checker: `checker input output answer`; exit 0 AC, 1 WA, 2 PE, 3 fail, 7 points. */
  | { kind: 'special'; source: string };

export interface JudgeRequest {
  language: LanguageId;
  source: string;
  /** Base limits; languages.ts scales them per language (e.g. Python gets more time). */
  timeLimitMs: number;
  memoryLimitKb: number;
  tests: TestCase[];
  checker?: CheckerSpec;
  /** Stop at the first test that is not AC; the remaining tests are not reported. */
  stopOnFirstFailure?: boolean;
}

export interface TestResult {
  name: string;
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  /** Fraction of the test's points in [0, 1]; 1 for AC, 0 for failures. */
  score: number;
  exitCode?: number;
  signal?: string;
  message?: string;
  outputPreview?: string;
}

export interface JudgeResult {
  verdict: Verdict;
  /** Mean of the per-test scores, in [0, 1]. */
  score: number;
  /** Maximum over tests. */
  timeMs: number;
  memoryKb: number;
  compileMessage?: string;
  /** Set for SE: why the system failed (Chinese + English). */
  systemMessage?: string;
  tests: TestResult[];
}

export interface RunRequest {
  language: LanguageId;
  source: string;
  stdin: string;
  timeLimitMs: number;
  memoryLimitKb: number;
}

export interface RunResult {
  /** AC here only means "ran to completion with exit code 0"; nothing was compared. */
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  exitCode?: number;
  signal?: string;
  stdout: string;
  stderr: string;
  stdoutTruncated: boolean;
  compileMessage?: string;
  systemMessage?: string;
}

export interface SelfCheckResult {
  ok: boolean;
  reason?: string;
}

export interface JudgeOptions {
  /** Worker slots; capped at os.availableParallelism(). Default: all cores. */
  concurrency?: number;
  /** First uid/gid of the per-slot identities (slot i runs as uidBase + i). Default 64000. */
  uidBase?: number;
  /** How many uids may be leased from uidBase on; several judges on one host take disjoint ones. */
  uidRange?: number;
  /** Where slot folders and the compile cache live (a private folder is created inside). */
  workRoot?: string;
  /** Where the compiled reaper helper is cached between processes. */
  cacheDir?: string;
  /** Output limit per run in bytes (stdout and any single file). Default 64 MiB. */
  outputLimitBytes?: number;
  /** Size of the writable /box tmpfs per run. Default 64 MiB + 1 MiB. */
  boxBytes?: number;
  /** Compile limits. */
  compileTimeMs?: number;
  compileMemoryKb?: number;
  /** Maximum distinct compiled programs kept. Default 256. */
  compileCacheEntries?: number;
}

export interface Judge {
  judge(request: JudgeRequest): Promise<JudgeResult>;
  run(request: RunRequest): Promise<RunResult>;
  selfCheck(): Promise<SelfCheckResult>;
  close(): Promise<void>;
  /** The uids the sandboxed programs run as (useful for monitoring and tests). */
  readonly uids: readonly number[];
  readonly concurrency: number;
}
