// Turns a request's base limits into the numbers handed to the reaper, per language.
import type { LanguageSpec } from './languages.js';

export interface RunLimits {
  cpuMs: number;
  /** Wall clock: 2x CPU + 1 s, the backstop for a program starved of CPU on a busy host. */
  wallMs: number;
  /** Idle time (no process running or runnable): 1 s, so a sleeping program cannot hold a slot. */
  idleMs: number;
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
 * A program that sleeps or waits for input it never gets uses no CPU, and every second it waits a
 * slot is held from the next student: it is stopped after 1 s of idle time, counted by the reaper
 * as the time in which none of its processes was running or waiting for a CPU. A CPU-bound program
 * on a busy host is never idle (it waits for a CPU), so it still gets the whole wall clock, twice its
 * CPU limit plus 1 s: a slow machine does not turn its AC into TLE.
 */
export const IDLE_LIMIT_MS = 1000;

export function wallLimitMs(cpuMs: number): number {
  return cpuMs * 2 + 1000;
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
    idleMs: IDLE_LIMIT_MS,
    memoryKb,
    // Deep recursion is normal in contest code: the stack may use the whole memory limit.
    stackBytes: memoryKb * 1024,
    outputBytes,
    processes: lang.maxProcesses,
    boxBytes,
  };
}
