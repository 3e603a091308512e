// The Chinese notes shown for a limit verdict (TLE, MLE, OLE) in per-test results, beside RE's
// runtime-error-note.ts: a beginner reads which limit the program ran into and by how much.
import type { RunLimits } from './limits.js';

/** 262144 KB reads better as 256 MB; odd sizes stay in KB. */
function size(kb: number): string {
  return kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} KB`;
}

export const limitNote = {
  /** The CPU time limit: the program computed for too long. */
  cpu: (limits: RunLimits) => `超时：CPU 时间超过 ${limits.cpuMs} ms`,
  /** The idle limit: the program waited (sleep, reading input that never comes, a deadlock). */
  idle: (limits: RunLimits) => `超时：程序空等超过 ${limits.idleMs} ms（没有使用 CPU），可能在休眠或等待输入`,
  /** The wall clock: the program got too little CPU in time (only on an overloaded judge host). */
  wall: (limits: RunLimits) => `超时：运行时间超过 ${limits.wallMs} ms（墙钟时间）`,
  memory: (limits: RunLimits) => `内存超限：使用内存超过 ${size(limits.memoryKb)}`,
  output: (limits: RunLimits) => `输出超限：输出超过 ${size(Math.floor(limits.outputBytes / 1024))}`,
};
