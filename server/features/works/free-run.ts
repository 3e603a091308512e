import type { AppDeps } from '../../app-deps';

/**
 * A C++ work runs in the OJ's sandbox with the OJ's default problem limits (1 s, 256 MB), so a
 * classroom program is held to what a judged one is; no second runner exists.
 */
const freeRunLimits = { timeLimitMs: 1000, memoryLimitKb: 256 * 1024 };

export async function runCppWork(deps: AppDeps, source: string, stdin: string) {
  const result = await deps.oj.judge.run({ language: 'cpp', source, stdin, ...freeRunLimits });
  return {
    // The judge's AC means only "ended normally" here: nothing was compared.
    verdict: result.verdict === 'AC' ? 'OK' : result.verdict,
    stdout: result.stdout,
    stderr: result.systemMessage ? `${result.stderr}${result.systemMessage}` : result.stderr,
    compileMessage: result.compileMessage ?? null,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
  };
}
