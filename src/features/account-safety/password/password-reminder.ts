/**
 * The daily password reminder (section 4): once per calendar day; if today was ignored
 * nothing shows; otherwise the strength check runs and its result is cached locally for the day.
 */
export interface ReminderStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const ignoredKey = (user: string) => `passwordReminder:${user}:ignoredOn`;
const cachedKey = (user: string) => `passwordReminder:${user}:strength`;

/** The local calendar day, YYYY-MM-DD. */
export function calendarDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the weak-password confirm box must show today. `checkStrong` asks the server. */
export async function needsPasswordReminder(user: string, checkStrong: () => Promise<boolean>, storage: ReminderStorage = localStorage, now = new Date()): Promise<boolean> {
  const today = calendarDay(now);
  if (storage.getItem(ignoredKey(user)) === today) return false;
  const cached = storage.getItem(cachedKey(user));
  if (cached) {
    const parsed = JSON.parse(cached) as { day: string; strong: boolean };
    if (parsed.day === today) return !parsed.strong;
  }
  const strong = await checkStrong();
  storage.setItem(cachedKey(user), JSON.stringify({ day: today, strong }));
  return !strong;
}

/** The reminder's ignore button: today is ignored. */
export function ignoreReminderToday(user: string, storage: ReminderStorage = localStorage, now = new Date()): void {
  storage.setItem(ignoredKey(user), calendarDay(now));
}

/** After a change the cached judgement is stale. */
export function forgetPasswordStrength(user: string, storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(cachedKey(user));
}
