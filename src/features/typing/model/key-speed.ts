import type { KeyTally } from './keystroke-run';

/**
 * A key's own speed, as keybr shows it: the average time to reach it from the previous key,
 * turned into words per minute, and its accuracy. Keys pressed too seldom have no figure yet.
 */
export interface KeySpeed {
  key: string;
  samples: number;
  wpm: number | null;
  accuracy: number | null;
}

export const minSamples = 5;

export function keySpeed(key: string, stat: Partial<KeyTally> | undefined): KeySpeed {
  const hits = stat?.hits ?? 0;
  const errors = stat?.errors ?? 0;
  const correct = hits - errors;
  if (hits < minSamples || correct <= 0) return { key, samples: hits, wpm: null, accuracy: hits ? ((hits - errors) / hits) * 100 : null };
  const msPerChar = (stat?.latencyMs ?? 0) / correct;
  return { key, samples: hits, wpm: msPerChar > 0 ? 12000 / msPerChar : null, accuracy: (correct / hits) * 100 };
}

/**
 * How weak a key is, 0 (fine) to 1 (weakest), for the heat map and for choosing what to review:
 * errors weigh most, slowness next, keys never practised count as unknown (0.5).
 */
export function weakness(stat: Partial<KeyTally> | undefined, targetWpm: number): number {
  const speed = keySpeed('', stat);
  if (speed.accuracy === null) return 0.5;
  const errorPart = Math.min(1, (100 - speed.accuracy) / 15);
  const slowPart = speed.wpm === null ? 0.5 : Math.min(1, Math.max(0, (targetWpm - speed.wpm) / targetWpm));
  return Math.min(1, errorPart * 0.65 + slowPart * 0.35);
}

export function weakestKeys(keys: Record<string, Partial<KeyTally>>, among: string, targetWpm: number, count: number): string[] {
  return [...among]
    .map((key) => ({ key, score: weakness(keys[key], targetWpm) }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    .slice(0, count)
    .map((entry) => entry.key);
}
