// Maps the reaper's trusted report to a verdict, and per-test verdicts to the submission's.
import os from 'node:os';
import { limitNote } from './limit-note.js';
import type { RunLimits } from './limits.js';
import { MSG } from './messages.js';
import type { ReaperReport } from './reaper-protocol.js';
import { runtimeErrorNote } from './runtime-error-note.js';
import type { TestResult, Verdict } from './types.js';

// First name wins: SIGABRT rather than its alias SIGIOT.
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, num] of Object.entries(os.constants.signals)) {
  if (!SIGNAL_NAMES.has(num)) SIGNAL_NAMES.set(num, name);
}

export function signalName(sig: number): string {
  return SIGNAL_NAMES.get(sig) ?? `signal ${sig}`;
}

export interface RunOutcome {
  /** undefined: the program finished cleanly and its output should be checked. */
  verdict?: Exclude<Verdict, 'AC' | 'WA' | 'PE' | 'CE' | 'PC'>;
  message?: string;
  timeMs: number;
  memoryKb: number;
  exitCode?: number;
  signal?: string;
}

export function measure(r: ReaperReport): { timeMs: number; memoryKb: number } {
  return { timeMs: Math.round(r.cpuUs / 1000), memoryKb: Math.max(r.maxRssKb, r.peakKb) };
}

/** Limit verdicts first (a killed program's signal is our doing), then crashes. */
export function classifyRun(r: ReaperReport, limits: RunLimits): RunOutcome {
  const { timeMs, memoryKb } = measure(r);
  const base = {
    timeMs,
    memoryKb,
    exitCode: r.exited ? r.exitCode : undefined,
    signal: r.signal ? signalName(r.signal) : undefined,
  };
  if (r.reason === 'setup' || r.reason === 'exec') {
    return { ...base, verdict: 'SE', message: MSG.execFailed(`errno ${r.errno}`) };
  }
  if (r.reason === 'idle') {
    return { ...base, verdict: 'TLE', message: limitNote.idle(limits) };
  }
  if (r.reason === 'wall') {
    return { ...base, verdict: 'TLE', message: limitNote.wall(limits) };
  }
  if (r.reason === 'cpu' || r.cpuUs > limits.cpuMs * 1000) {
    return { ...base, verdict: 'TLE', message: limitNote.cpu(limits) };
  }
  if (r.reason === 'memory' || memoryKb > limits.memoryKb) {
    return { ...base, verdict: 'MLE', message: limitNote.memory(limits) };
  }
  if (r.outBytes >= limits.outputBytes || r.signal === os.constants.signals.SIGXFSZ) {
    return { ...base, verdict: 'OLE', message: limitNote.output(limits) };
  }
  if (r.signal || r.exitCode !== 0) return { ...base, verdict: 'RE', message: runtimeErrorNote(base) };
  return base;
}

/** The first non-AC test decides; a submission with only AC and PC tests is PC. */
export function overallVerdict(tests: TestResult[]): Verdict {
  const bad = tests.find((t) => t.verdict !== 'AC' && t.verdict !== 'PC');
  if (bad) return bad.verdict;
  return tests.some((t) => t.verdict === 'PC') ? 'PC' : 'AC';
}
