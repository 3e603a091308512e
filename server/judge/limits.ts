// Turns a request's base limits into the numbers handed to the reaper, per language.
import type { LanguageSpec } from './languages.js';

export interface RunLimits {
  cpuMs: number;
  /** Wall clock: CPU limit + 1 s, so a sleeping program cannot hold a slot. */
  wallMs: number;
  memoryKb: number;
  stackBytes: number;
  outputBytes: number;
  processes: number;
  boxBytes: number;
}

export const MAX_TIME_LIMIT_MS = 60_000;
export const MAX_MEMORY_LIMIT_KB = 8 * 1024 * 1024;

export class JudgeRequestError extends Error {}

export function checkBaseLimits(timeLimitMs: number, memoryLimitKb: number): void {
  if (!Number.isFinite(timeLimitMs) || timeLimitMs < 1 || timeLimitMs > MAX_TIME_LIMIT_MS) {
    throw new JudgeRequestError(`timeLimitMs must be within 1..${MAX_TIME_LIMIT_MS}`);
  }
  if (!Number.isFinite(memoryLimitKb) || memoryLimitKb < 1024 || memoryLimitKb > MAX_MEMORY_LIMIT_KB) {
    throw new JudgeRequestError(`memoryLimitKb must be within 1024..${MAX_MEMORY_LIMIT_KB}`);
  }
}

/**
 * A program that sleeps or waits for input it never gets uses no CPU: only the wall clock stops it,
 * and every second it waits a slot is held from the next student. The wall clock allows 1 s past the
 * CPU limit (it was twice the limit plus 1 s): enough for start-up and a busy machine's scheduling,
 * so a CPU-bound program within its limit still finishes, while a sleeper is cut short.
 */
export function wallLimitMs(cpuMs: number): number {
  return cpuMs + 1000;
}

export function runLimits(
  lang: LanguageSpec,
  timeLimitMs: number,
  memoryLimitKb: number,
  outputBytes: number,
  boxBytes: number,
): RunLimits {
  checkBaseLimits(timeLimitMs, memoryLimitKb);
  const cpuMs = Math.ceil(timeLimitMs * lang.timeFactor + lang.timeExtraMs);
  const memoryKb = Math.ceil(memoryLimitKb * lang.memoryFactor + lang.memoryExtraKb);
  return {
    cpuMs,
    wallMs: wallLimitMs(cpuMs),
    memoryKb,
    // Deep recursion is normal in contest code: the stack may use the whole memory limit.
    stackBytes: memoryKb * 1024,
    outputBytes,
    processes: lang.maxProcesses,
    boxBytes,
  };
}
