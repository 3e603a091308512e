/**
 * One exercise, keystroke by keystroke: what keybr and qwerty-learner measure. A wrong key does
 * not move the cursor (the child types the right one before going on, so no wrong muscle memory
 * is practised); it counts against the key that was expected. The time from one correct key to
 * the next is that key's latency, the basis of the per-key speed and of unlocking.
 */
export interface KeyTally {
  hits: number;
  errors: number;
  latencyMs: number;
}

export interface KeystrokeRun {
  readonly text: string;
  position: number;
  startedAt: number | null;
  lastAt: number | null;
  finishedAt: number | null;
  /** Keystrokes that were the expected key / any other key. */
  correct: number;
  wrong: number;
  /** Positions where at least one wrong key was typed: drawn red, and their words are weak words. */
  missed: Set<number>;
  keys: Record<string, KeyTally>;
  /** Time of each correct keystroke since the start: the ghost of a race replays it. */
  times: number[];
}

export type KeyOutcome = 'correct' | 'wrong' | 'ignored';

export function startRun(text: string): KeystrokeRun {
  return { text, position: 0, startedAt: null, lastAt: null, finishedAt: null, correct: 0, wrong: 0, missed: new Set(), keys: {}, times: [] };
}

/** Statistics are kept per lower-case key, so "A" and "a" train the same finger. */
export const statKey = (char: string) => char.toLowerCase();

/** Feeds one key (KeyboardEvent.key); keys that type nothing (Shift, arrows) are ignored. */
export function typeKey(run: KeystrokeRun, key: string, now: number): KeyOutcome {
  if (run.finishedAt !== null || key.length !== 1) return 'ignored';
  const expected = run.text[run.position];
  run.startedAt ??= now;
  const right = key === expected;
  tallyKey(run.keys, expected, right, right && run.lastAt !== null ? now - run.lastAt : null);
  if (!right) {
    run.wrong += 1;
    run.missed.add(run.position);
    return 'wrong';
  }
  run.correct += 1;
  run.lastAt = now;
  run.times.push(now - run.startedAt);
  run.position += 1;
  if (run.position >= run.text.length) run.finishedAt = now;
  return 'correct';
}

export interface RunSummary {
  chars: number;
  errors: number;
  durationMs: number;
  /** Correct characters per minute; words per minute count five characters a word. */
  cpm: number;
  wpm: number;
  /** Share of keystrokes that were right, in percent. */
  accuracy: number;
  keys: Record<string, KeyTally>;
  /** Words in which a wrong key was typed. */
  missedWords: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarize(run: KeystrokeRun, now = run.finishedAt ?? run.lastAt ?? 0): RunSummary {
  const durationMs = run.startedAt === null ? 0 : Math.max(0, now - run.startedAt);
  return summaryOf({ correct: run.correct, wrong: run.wrong, keys: run.keys, durationMs, missedWords: missedWords(run) });
}

/** The figures of any typing, an exercise's or a game's. */
export function summaryOf({ correct, wrong, keys, durationMs, missedWords: words }: { correct: number; wrong: number; keys: Record<string, KeyTally>; durationMs: number; missedWords: string[] }): RunSummary {
  const minutes = durationMs / 60000;
  // Fewer than two keys give no speed: one key has no duration to divide by.
  const cpm = minutes > 0 ? Math.round(correct / minutes) : 0;
  const strokes = correct + wrong;
  return {
    chars: correct,
    errors: wrong,
    durationMs,
    cpm,
    wpm: round1(cpm / 5),
    accuracy: strokes === 0 ? 0 : round1((correct / strokes) * 100),
    keys,
    missedWords: words,
  };
}

/** Counts one keystroke against the key that was expected; latency only for right keys after the first. */
export function tallyKey(keys: Record<string, KeyTally>, expected: string, right: boolean, latencyMs: number | null): void {
  const stat = (keys[statKey(expected)] ??= { hits: 0, errors: 0, latencyMs: 0 });
  stat.hits += 1;
  if (!right) stat.errors += 1;
  else if (latencyMs !== null) stat.latencyMs += latencyMs;
}

function missedWords(run: KeystrokeRun): string[] {
  const words = new Set<string>();
  for (const position of run.missed) {
    let start = position;
    let end = position;
    while (start > 0 && /\S/.test(run.text[start - 1])) start -= 1;
    while (end < run.text.length && /\S/.test(run.text[end])) end += 1;
    const word = run.text.slice(start, end).replace(/[^A-Za-z0-9_]/g, '');
    if (word.length > 1 && word.length <= 40) words.add(word.toLowerCase());
  }
  return [...words];
}
