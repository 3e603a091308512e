// Built-in checkers. Outputs are compared as latin1 strings so any byte sequence is compared
// exactly. Tokens are walked lazily: a 64 MB flood of tiny tokens must not become an array.
import { displayText } from './display-text.js';
import type { Verdict } from './types.js';

export interface CompareResult {
  verdict: Extract<Verdict, 'AC' | 'WA' | 'PE'>;
  message?: string;
}

/** A token as the student wrote it (tokens are latin1 bytes: decoded here, NUL and bad bytes escaped). */
const show = (t: string | undefined) => (t === undefined ? 'EOF' : `"${displayText(Buffer.from(t.length > 40 ? t.slice(0, 40) : t, 'latin1'))}${t.length > 40 ? '…' : ''}"`);

function* tokens(s: string): Generator<string> {
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) yield m[0];
}

/** Walks both token streams; `same` decides whether two tokens match. */
function walk(output: string, answer: string, same: (out: string, ans: string) => boolean): CompareResult {
  const a = tokens(output);
  const b = tokens(answer);
  for (let i = 1; ; i++) {
    const x = a.next();
    const y = b.next();
    if (x.done && y.done) return { verdict: 'AC' };
    if (x.done || y.done || !same(x.value, y.value)) {
      return { verdict: 'WA', message: `token ${i}: expected ${show(y.done ? undefined : y.value)}, found ${show(x.done ? undefined : x.value)}` };
    }
  }
}

/** Default: whitespace-insensitive token comparison. */
export function compareTokens(output: string, answer: string): CompareResult {
  return walk(output, answer, (x, y) => x === y);
}

/** Exact bytes, except CRLF vs LF and trailing newlines at the very end; PE if only whitespace differs. */
export function compareExact(output: string, answer: string): CompareResult {
  const norm = (s: string) => s.replace(/\r\n/g, '\n').replace(/\n+$/, '');
  if (norm(output) === norm(answer)) return { verdict: 'AC' };
  const byTokens = compareTokens(output, answer);
  if (byTokens.verdict === 'AC') return { verdict: 'PE', message: 'only whitespace differs' };
  return byTokens;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Tokens; numeric tokens match within an absolute OR relative epsilon, others exactly. */
export function compareFloat(output: string, answer: string, epsilon: number): CompareResult {
  return walk(output, answer, (x, y) => {
    if (x === y) return true;
    if (!NUMBER.test(x) || !NUMBER.test(y)) return false;
    // The 1e-9 slack absorbs binary rounding of decimal text (1.000001 - 1 > 1e-6 in doubles).
    const diff = Math.abs(Number(x) - Number(y)) / (1 + 1e-9);
    return diff <= epsilon || diff <= epsilon * Math.abs(Number(y));
  });
}
