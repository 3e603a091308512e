import { allWords } from './word-lists';
import { pick, seededRandom } from './seeded-random';

/**
 * An adaptive lesson as keybr makes it: words (real ones when the unlocked letters allow, else
 * pronounceable made-up ones) from the unlocked letters only, half of them holding the focus key.
 */
export function adaptiveText(letters: string, focus: string, seed: string, words = 14): string {
  const random = seededRandom(seed);
  const fits = allWords.filter((w) => [...w].every((c) => letters.includes(c)));
  const vowels = [...letters].filter((c) => 'aeiou'.includes(c));
  const consonants = [...letters].filter((c) => !'aeiou'.includes(c));
  const made = () => {
    const len = 3 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < len; i += 1) word += pick(random, (i % 2 === 0 ? consonants : vowels).length ? (i % 2 === 0 ? consonants : vowels) : [...letters]);
    return word;
  };
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    const wantFocus = i % 2 === 0;
    const pool = fits.filter((w) => !wantFocus || w.includes(focus));
    let word = pool.length && random() < 0.6 ? pick(random, pool) : made();
    if (wantFocus && !word.includes(focus)) word = word.slice(0, 1) + focus + word.slice(2);
    out.push(word);
  }
  return out.join(' ');
}

/** Review: the student's own weak words first, then drills of the weakest keys. */
export function reviewText(weakWords: string[], weakKeys: string[], seed: string): string {
  const random = seededRandom(seed);
  const parts = weakWords.slice(0, 8);
  for (const key of weakKeys) {
    const withKey = allWords.filter((w) => w.includes(key));
    parts.push(withKey.length ? pick(random, withKey) : key.repeat(3));
    parts.push(`${key}${key} ${key}`);
  }
  if (parts.length === 0) return '';
  return parts.sort(() => random() - 0.5).join(' ');
}
