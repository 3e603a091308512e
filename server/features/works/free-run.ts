import type { AppDeps } from '../../app-deps';
import type { RunRequest } from '../../judge/types';

/**
 * A program run on the student's own input in the OJ's sandbox, answered for the editor: the
 * classroom's C++ works and the exam editor's 运行 both run through here, so no second runner exists.
 */
export async function freeRun(deps: AppDeps, request: RunRequest) {
  const result = await deps.oj.judge.run(request);
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

/**
 * A C++ work runs with the OJ's default problem limits (1 s, 256 MB), so a classroom program is
 * held to what a judged one is.
 */
const freeRunLimits = { timeLimitMs: 1000, memoryLimitKb: 256 * 1024 };

export function runCppWork(deps: AppDeps, source: string, stdin: string) {
  return freeRun(deps, { language: 'cpp', source, stdin, ...freeRunLimits });
}
