import type { DemoRandom } from './demo-term-context';
import { addDays } from './term-calendar';

/** The youngest and oldest children the demo school teaches (years, on the day it is built). */
export const childAges = { min: 7, max: 15 } as const;

/** A birthday making the child `age` years old on `today` (YYYY-MM-DD), on some day of that year of life. */
export function birthdayFor(random: DemoRandom, today: string, age: number): string {
  const year = Number(today.slice(0, 4)) - age - 1;
  const lastBirthday = `${year}${today.slice(4)}`;
  // Born between one year before `lastBirthday` and a day after it: `age` years old today.
  const born = addDays(lastBirthday, random.int(1, 365));
  return born.endsWith('-02-29') ? addDays(born, 1) : born;
}

/** A child's age for a subject: block coding starts young, C++ is for the older ones. */
export function ageForSubject(random: DemoRandom, subject: 'blocks' | 'python' | 'cpp'): number {
  if (subject === 'blocks') return random.int(childAges.min, 10);
  if (subject === 'python') return random.int(9, 13);
  return random.int(11, childAges.max);
}
