import { seededRandom } from './seeded-random';

/** A round's order of a list: the same round gives the same order on every device. */
export function shuffled<T>(items: readonly T[], seed: string, count = items.length): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}
