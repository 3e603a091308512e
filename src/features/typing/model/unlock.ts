import type { KeyTally } from './keystroke-run';
import { keySpeed } from './key-speed';

/**
 * The adaptive lesson's letters in the order they are unlocked (most frequent English letters
 * first, as keybr does): a child starts with six and earns the next one when every letter so far
 * reaches the target speed and accuracy.
 */
export const unlockOrder = 'enitrlsauodychgmpbkvwfzxqj';
export const firstLetters = 6;
export const unlockTarget = { wpm: 15, accuracy: 90 };

export function unlockedLetters(saved: string | undefined): string {
  const known = [...(saved ?? '')].filter((c) => unlockOrder.includes(c));
  const count = Math.max(firstLetters, known.length);
  return unlockOrder.slice(0, Math.min(unlockOrder.length, count));
}

export interface UnlockStatus {
  letters: string;
  /** Letters still under the target, slowest first. */
  behind: string[];
  next: string | null;
  ready: boolean;
}

export function unlockStatus(saved: string | undefined, keys: Record<string, Partial<KeyTally>>, target = unlockTarget): UnlockStatus {
  const letters = unlockedLetters(saved);
  const behind = [...letters].filter((key) => {
    const speed = keySpeed(key, keys[key]);
    return speed.wpm === null || speed.accuracy === null || speed.wpm < target.wpm || speed.accuracy < target.accuracy;
  });
  const next = letters.length < unlockOrder.length ? unlockOrder[letters.length] : null;
  return { letters, behind, next, ready: behind.length === 0 && next !== null };
}

/** After an exercise: the letters, one more when all of them reached the target. */
export function lettersAfter(saved: string | undefined, keys: Record<string, Partial<KeyTally>>, target = unlockTarget): string {
  const status = unlockStatus(saved, keys, target);
  return status.ready && status.next ? status.letters + status.next : status.letters;
}

/** A level's stars from a run: one for reaching its targets, more for beating them clearly. */
export function starsFor(run: { wpm: number; accuracy: number }, target: { wpm: number; accuracy: number }): number {
  if (run.wpm < target.wpm || run.accuracy < target.accuracy) return 0;
  if (run.wpm >= target.wpm * 1.5 && run.accuracy >= 98) return 3;
  if (run.wpm >= target.wpm * 1.2 && run.accuracy >= 95) return 2;
  return 1;
}
