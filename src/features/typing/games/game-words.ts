import { wordGrades } from '../content/word-lists';
import { pick } from '../content/seeded-random';

const homeRow = [...'asdfghjkl'];
const letters = [...'abcdefghijklmnopqrstuvwxyz'];

/**
 * What falls, floats or flies at each level: single home-row letters first, then any letter,
 * then the graded word lists from easy to hard, so the first levels suit a beginner.
 */
export function gameWord(level: number, random: () => number): string {
  if (level <= 1) return pick(random, homeRow);
  if (level === 2) return pick(random, letters);
  if (level <= 4) return pick(random, wordGrades[0].words.filter((w) => w.length <= 3 + (level - 3)));
  if (level <= 6) return pick(random, wordGrades[0].words);
  if (level <= 8) return pick(random, wordGrades[1].words);
  return pick(random, wordGrades[2].words);
}
