import { describe, expect, it } from 'vitest';
import { startRun, summarize, typeKey } from './keystroke-run';
import { keySpeed, weakestKeys } from './key-speed';
import { lettersAfter, starsFor, unlockStatus, unlockedLetters } from './unlock';

/** Types `keys` one every `gap` ms from t=1000. */
function typeAll(text: string, keys: string, gap = 200) {
  const run = startRun(text);
  [...keys].forEach((key, i) => typeKey(run, key, 1000 + i * gap));
  return run;
}

describe('keystroke statistics', () => {
  it('speed counts correct characters per minute, five to a word, over the time from first to last key', () => {
    // 11 characters, 10 gaps of 200 ms: 2 s.
    const summary = summarize(typeAll('asdf jkl fj', 'asdf jkl fj'));
    expect(summary).toMatchObject({ chars: 11, errors: 0, durationMs: 2000, cpm: 330, wpm: 66, accuracy: 100 });
  });

  it('a wrong key keeps the cursor, counts against the expected key and lowers accuracy', () => {
    const run = typeAll('ab', 'xab');
    expect(run.position).toBe(2);
    const summary = summarize(run);
    expect(summary.errors).toBe(1);
    expect(summary.accuracy).toBe(66.7);
    expect(summary.keys.a).toEqual({ hits: 2, errors: 1, latencyMs: 0 });
    // b came 200 ms after the correct a.
    expect(summary.keys.b).toEqual({ hits: 1, errors: 0, latencyMs: 200 });
    expect(run.missed.has(0)).toBe(true);
  });

  it('the words where a mistake happened become weak words; keys that type nothing are ignored', () => {
    const run = startRun('cat dog');
    expect(typeKey(run, 'Shift', 1)).toBe('ignored');
    for (const [i, key] of [...'cat dpog'].entries()) typeKey(run, key, 10 + i);
    expect(run.finishedAt).not.toBeNull();
    expect(summarize(run).missedWords).toEqual(['dog']);
    expect(typeKey(run, 'x', 99)).toBe('ignored');
  });

  it('a capital letter trains the same key as the small one', () => {
    const run = typeAll('Aa', 'Aa');
    expect(summarize(run).keys).toEqual({ a: { hits: 2, errors: 0, latencyMs: 200 } });
  });
});

describe('per-key speed and weak keys', () => {
  it('a key needs five presses before it has a speed; its speed comes from its latency', () => {
    expect(keySpeed('f', { hits: 4, errors: 0, latencyMs: 800 }).wpm).toBeNull();
    // 5 correct presses at 400 ms each: 12000 / 400 = 30 wpm.
    expect(keySpeed('f', { hits: 5, errors: 0, latencyMs: 2000 })).toMatchObject({ wpm: 30, accuracy: 100 });
  });

  it('the weakest keys are the ones with most errors, then the slow ones', () => {
    const keys = { a: { hits: 20, errors: 0, latencyMs: 4000 }, s: { hits: 20, errors: 6, latencyMs: 4000 }, d: { hits: 20, errors: 0, latencyMs: 40000 } };
    expect(weakestKeys(keys, 'asd', 20, 2)).toEqual(['s', 'd']);
  });
});

describe('unlocking letters and stars', () => {
  const fast = { hits: 20, errors: 1, latencyMs: 19 * 300 };
  it('starts with six letters and unlocks the next only when every letter reaches speed and accuracy', () => {
    expect(unlockedLetters(undefined)).toBe('enitrl');
    const allFast = Object.fromEntries([...'enitrl'].map((k) => [k, fast]));
    expect(unlockStatus(undefined, allFast)).toMatchObject({ ready: true, next: 's', behind: [] });
    expect(lettersAfter(undefined, allFast)).toBe('enitrls');
    const oneSlow = { ...allFast, r: { hits: 20, errors: 0, latencyMs: 20 * 2000 } };
    expect(unlockStatus(undefined, oneSlow)).toMatchObject({ ready: false, behind: ['r'] });
    expect(lettersAfter(undefined, oneSlow)).toBe('enitrl');
    const careless = { ...allFast, e: { hits: 20, errors: 5, latencyMs: 15 * 300 } };
    expect(lettersAfter(undefined, careless)).toBe('enitrl');
  });

  it('stars: none below target, up to three for clearly beating it', () => {
    const target = { wpm: 10, accuracy: 90 };
    expect(starsFor({ wpm: 9, accuracy: 100 }, target)).toBe(0);
    expect(starsFor({ wpm: 20, accuracy: 89 }, target)).toBe(0);
    expect(starsFor({ wpm: 10, accuracy: 90 }, target)).toBe(1);
    expect(starsFor({ wpm: 12, accuracy: 95 }, target)).toBe(2);
    expect(starsFor({ wpm: 15, accuracy: 98 }, target)).toBe(3);
  });
});
