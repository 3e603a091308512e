// Runs a compiled program once in a slot, and judges one test case with it.
import { writeFileSync } from 'node:fs';
import { displayText, leadingChars, withoutCutCharacter } from './display-text.js';
import { compareExact, compareFloat, compareTokens, type CompareResult } from './compare.js';
import { SANDBOX_ENV, type LanguageSpec } from './languages.js';
import type { RunLimits } from './limits.js';
import type { ReaperReport } from './reaper-protocol.js';
import { readFileSafe } from './safe-read.js';
import type { SandboxSlot } from './sandbox-slot.js';
import { runSpecialChecker } from './special-checker.js';
import type { CheckerSpec, TestCase, TestResult } from './types.js';
import { classifyRun, type RunOutcome } from './verdict.js';

export interface Program {
  lang: LanguageSpec;
  /** The compile-cache file staged as /prog/<lang.runFile>. */
  file: string;
}

/** A checker with its special-judge binary already compiled. */
export type ResolvedChecker = Exclude<CheckerSpec, { kind: 'special' }> | { kind: 'special'; file: string };

const PREVIEW_CHARS = 256;

export async function runProgram(
  slot: SandboxSlot,
  prog: Program,
  input: string | Buffer,
  limits: RunLimits,
): Promise<{ report: ReaperReport; outcome: RunOutcome }> {
  // Stage first: this also removes any checker files (answers!) left in /prog.
  slot.stage([{ name: prog.lang.runFile, from: prog.file, immutable: true }]);
  // 0644: /io itself is root-only, and a special judge (another uid) must read the input.
  writeFileSync(slot.io('in'), input, { mode: 0o644 });
  const report = await slot.exec({
    argv: prog.lang.run,
    cpuMs: limits.cpuMs,
    wallMs: limits.wallMs,
    idleMs: limits.idleMs,
    memoryKb: limits.memoryKb,
    processes: limits.processes,
    // One byte over the limit must be writable so "exactly at the limit" is not OLE.
    fileBytes: limits.outputBytes + 1,
    stackBytes: limits.stackBytes,
    boxBytes: limits.boxBytes,
    stdin: '/io/in',
    stdout: '/io/out',
    stderr: '/io/err',
    env: SANDBOX_ENV,
  });
  return { report, outcome: classifyRun(report, limits) };
}

function compareBuiltin(checker: ResolvedChecker, output: string, answer: string): CompareResult {
  switch (checker.kind) {
    case 'exact':
      return compareExact(output, answer);
    case 'float':
      return compareFloat(output, answer, checker.epsilon);
    default:
      return compareTokens(output, answer);
  }
}

export async function judgeTest(
  slot: SandboxSlot,
  prog: Program,
  test: TestCase,
  limits: RunLimits,
  checker: ResolvedChecker,
): Promise<TestResult> {
  const { outcome } = await runProgram(slot, prog, test.input, limits);
  const out = readFileSafe(slot.io('out'), limits.outputBytes);
  const preview = leadingChars(displayText(withoutCutCharacter(out.data.subarray(0, PREVIEW_CHARS * 4))), PREVIEW_CHARS);
  const base = {
    name: test.name,
    timeMs: outcome.timeMs,
    memoryKb: outcome.memoryKb,
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    outputPreview: preview,
  };
  if (outcome.verdict) return { ...base, verdict: outcome.verdict, score: 0, message: outcome.message };
  if (checker.kind === 'special') {
    const v = await runSpecialChecker(slot, checker.file, test.answer);
    return { ...base, verdict: v.verdict, score: v.score, message: v.message };
  }
  const c = compareBuiltin(checker, out.data.toString('latin1'), Buffer.from(test.answer, 'utf8').toString('latin1'));
  return { ...base, verdict: c.verdict, score: c.verdict === 'AC' ? 1 : 0, message: c.message };
}
