import { seededRandom } from '../../../shared/seeded-random';
import type { DemoRandom } from './demo-term-context';

export type ForkingRandom = DemoRandom & { fork(part: string): DemoRandom };

/** One reproducible sequence of the demo term: the same seed answers the same numbers on every start. */
function randomOf(seed: string): DemoRandom {
  const next = seededRandom(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

/**
 * The demo term's randomness. Each part draws from its own fork (`demo-term:${part}`), so adding a
 * row to one part never shifts the numbers another part sees.
 */
export function demoRandom(seed = 'demo-term'): ForkingRandom {
  return { ...randomOf(seed), fork: (part) => randomOf(`${seed}:${part}`) };
}
