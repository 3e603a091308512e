// testlib-style special judges: `checker input output answer`, run in the same sandbox as the
// contestant (a checker is code too). Exit codes: 0 AC, 1 WA, 2 PE, 3 checker failure (SE),
// 7 points with the score (a fraction in [0, 1]) as the first number printed, "points 0.5" allowed.
import { displayText } from './display-text.js';
import { MSG } from './messages.js';
import { readFileSafeOrEmpty, truncateText } from './safe-read.js';
import type { SandboxSlot } from './sandbox-slot.js';
import { SANDBOX_ENV } from './languages.js';
import type { Verdict } from './types.js';

export interface CheckerVerdict {
  verdict: Verdict;
  score: number;
  message?: string;
}

const CHECKER_LIMITS = { cpuMs: 10_000, wallMs: 20_000, memoryKb: 1024 * 1024 };

export function parseScore(text: string): number | null {
  const m = /(?:^|\s)(?:points\s+)?([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?=\s|$)/i.exec(text);
  if (!m) return null;
  const v = Number(m[1]);
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : null;
}

/** Expects the contestant's input in /io/in and output in /io/out (left by the run). */
export async function runSpecialChecker(slot: SandboxSlot, checkerFile: string, answer: string): Promise<CheckerVerdict> {
  slot.stage([
    { name: 'checker', from: checkerFile, immutable: true },
    { name: 'input', from: slot.io('in') },
    { name: 'output', from: slot.io('out') },
    { name: 'answer', data: answer },
  ]);
  const r = await slot.exec({
    argv: ['/prog/checker', '/prog/input', '/prog/output', '/prog/answer'],
    ...CHECKER_LIMITS,
    processes: 16,
    fileBytes: 1 << 20,
    stackBytes: 256 << 20,
    boxBytes: 16 << 20,
    stdout: '/io/chk.out',
    stderr: '/io/chk.err',
    env: SANDBOX_ENV,
  });
  const out = displayText(readFileSafeOrEmpty(slot.io('chk.out'), 64 * 1024).data);
  const err = displayText(readFileSafeOrEmpty(slot.io('chk.err'), 64 * 1024).data);
  const firstLine = (err.trim() || out.trim()).split('\n')[0] ?? '';
  const message = firstLine ? truncateText(firstLine, 300) : undefined;
  if (r.reason !== 'none' || r.signal || !r.exited) {
    const why = r.reason !== 'none' ? `limit "${r.reason}"` : `signal ${r.signal}`;
    return { verdict: 'SE', score: 0, message: MSG.checkerFailed(why) };
  }
  switch (r.exitCode) {
    case 0:
      return { verdict: 'AC', score: 1, message };
    case 1:
      return { verdict: 'WA', score: 0, message };
    case 2:
      return { verdict: 'PE', score: 0, message };
    case 7: {
      const score = parseScore(out) ?? parseScore(err);
      if (score === null) return { verdict: 'SE', score: 0, message: MSG.checkerFailed('exit 7 without a score') };
      return { verdict: score >= 1 ? 'AC' : score <= 0 ? 'WA' : 'PC', score, message };
    }
    default:
      return { verdict: 'SE', score: 0, message: MSG.checkerFailed(`exit code ${r.exitCode}${message ? `: ${message}` : ''}`) };
  }
}
