// Judges one submission in one slot: compile (through the cache), then the tests in order.
import { displayText, withoutCutCharacter } from './display-text.js';
import { CompileCache, type CompileOutcome } from './compile-cache.js';
import { compileInSlot, type CompileSettings } from './compile.js';
import { LANGUAGES, isLanguage, type LanguageSpec } from './languages.js';
import { JudgeRequestError, runLimits } from './limits.js';
import { MSG } from './messages.js';
import { readFileSafe, truncateText } from './safe-read.js';
import type { SandboxSlot } from './sandbox-slot.js';
import { judgeTest, runProgram, type ResolvedChecker } from './run-test.js';
import type { JudgeRequest, JudgeResult, RunRequest, RunResult, TestResult } from './types.js';
import { overallVerdict } from './verdict.js';

export interface JudgeContext {
  cache: CompileCache;
  compile: CompileSettings;
  outputBytes: number;
  boxBytes: number;
}

export function systemErrorResult(message: string): JudgeResult {
  return { verdict: 'SE', score: 0, timeMs: 0, memoryKb: 0, systemMessage: message, tests: [] };
}

function language(id: string): LanguageSpec {
  if (!isLanguage(id)) throw new JudgeRequestError(`unknown language ${JSON.stringify(id)}`);
  return LANGUAGES[id];
}

function compiled(slot: SandboxSlot, ctx: JudgeContext, lang: LanguageSpec, source: string): Promise<CompileOutcome> {
  if (typeof source !== 'string') throw new JudgeRequestError('source must be a string');
  const key = CompileCache.key([lang.id, lang.compile.join(' '), source]);
  return ctx.cache.get(key, () => compileInSlot(slot, lang, source, ctx.cache.entryDir(key), ctx.compile));
}

async function resolveChecker(
  slot: SandboxSlot,
  ctx: JudgeContext,
  spec: JudgeRequest['checker'],
): Promise<ResolvedChecker | { error: string }> {
  if (!spec) return { kind: 'tokens' };
  if (spec.kind === 'float') {
    if (!(spec.epsilon >= 0 && Number.isFinite(spec.epsilon))) throw new JudgeRequestError('float checker needs epsilon >= 0');
    return spec;
  }
  if (spec.kind === 'tokens' || spec.kind === 'exact') return spec;
  if (spec.kind !== 'special') throw new JudgeRequestError('unknown checker kind');
  const c = await compiled(slot, ctx, LANGUAGES.cpp, spec.source);
  if (!c.ok) return { error: `${MSG.checkerCompile}\n${c.message}` };
  return { kind: 'special', file: c.file };
}

export async function judgeSubmission(slot: SandboxSlot, ctx: JudgeContext, req: JudgeRequest): Promise<JudgeResult> {
  const lang = language(req.language);
  const limits = runLimits(lang, req.timeLimitMs, req.memoryLimitKb, ctx.outputBytes, ctx.boxBytes);
  if (!Array.isArray(req.tests) || req.tests.length === 0) return systemErrorResult(MSG.noTests);

  const prog = await compiled(slot, ctx, lang, req.source);
  if (!prog.ok) {
    if (prog.systemError) return systemErrorResult(prog.message);
    return { verdict: 'CE', score: 0, timeMs: 0, memoryKb: 0, compileMessage: prog.message, tests: [] };
  }
  const checker = await resolveChecker(slot, ctx, req.checker);
  if ('error' in checker) return { ...systemErrorResult(checker.error), compileMessage: prog.message };

  const tests: TestResult[] = [];
  for (const test of req.tests) {
    const t = await judgeTest(slot, { lang, file: prog.file }, test, limits, checker);
    tests.push(t);
    if (req.stopOnFirstFailure && t.verdict !== 'AC') break;
  }
  const verdict = overallVerdict(tests);
  return {
    verdict,
    score: tests.reduce((s, t) => s + t.score, 0) / req.tests.length,
    timeMs: Math.max(...tests.map((t) => t.timeMs)),
    memoryKb: Math.max(...tests.map((t) => t.memoryKb)),
    compileMessage: prog.message,
    systemMessage: verdict === 'SE' ? tests.find((t) => t.verdict === 'SE')?.message : undefined,
    tests,
  };
}

const RUN_STDOUT_BYTES = 64 * 1024;
const RUN_STDERR_BYTES = 16 * 1024;

/** "Run with my input": compile and run once, return what the program printed. */
export async function runWithInput(slot: SandboxSlot, ctx: JudgeContext, req: RunRequest): Promise<RunResult> {
  const lang = language(req.language);
  const limits = runLimits(lang, req.timeLimitMs, req.memoryLimitKb, ctx.outputBytes, ctx.boxBytes);
  const empty = { timeMs: 0, memoryKb: 0, stdout: '', stderr: '', stdoutTruncated: false };
  const prog = await compiled(slot, ctx, lang, req.source);
  if (!prog.ok) {
    return prog.systemError
      ? { ...empty, verdict: 'SE', systemMessage: prog.message }
      : { ...empty, verdict: 'CE', compileMessage: prog.message };
  }
  const { outcome } = await runProgram(slot, { lang, file: prog.file }, req.stdin ?? '', limits);
  const out = readFileSafe(slot.io('out'), RUN_STDOUT_BYTES);
  const err = readFileSafe(slot.io('err'), RUN_STDERR_BYTES);
  return {
    verdict: outcome.verdict ?? 'AC',
    timeMs: outcome.timeMs,
    memoryKb: outcome.memoryKb,
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stdout: displayText(out.truncated ? withoutCutCharacter(out.data) : out.data),
    stderr: truncateText(displayText(err.data), RUN_STDERR_BYTES),
    stdoutTruncated: out.truncated,
    compileMessage: prog.message,
    systemMessage: outcome.verdict === 'SE' ? outcome.message : undefined,
  };
}
