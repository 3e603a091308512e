/**
 * Every phone number of the demo school is from one test range: 1440 followed by seven digits.
 * It passes the product's phone check (phonePattern), yet 1440 is the start of China Mobile's
 * 13-digit Internet-of-Things numbers, so no 11-digit 1440… number reaches anybody: a demo
 * school that sends an SMS by mistake texts no real family.
 */
export const demoPhonePrefix = '1440';

/** The n-th demo phone (n from 0): 14400000000, 14400000001, … */
export function demoPhone(n: number): string {
  return `${demoPhonePrefix}${String(n).padStart(7, '0')}`;
}

export const isDemoPhone = (phone: string) => /^1440\d{7}$/.test(phone);
