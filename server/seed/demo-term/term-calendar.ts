/**
 * The demo term's calendar, laid out relative to "today" so the charts always show recent data.
 * Days are China dates (YYYY-MM-DD); moments are built in China time (UTC+8, no daylight saving).
 */
const dayMs = 86_400_000;
const chinaOffsetMs = 8 * 3_600_000;

/** The China date of a moment. */
export function chinaDate(moment: Date): string {
  return new Date(moment.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The moment of a China date and time of day ("18:30", "9:05"). */
export function chinaMoment(day: string, time = '00:00', seconds = 0): Date {
  const [hour, minute] = time.split(':').map((part) => part.padStart(2, '0'));
  const moment = new Date(Date.parse(`${day}T${hour}:${minute}:00+08:00`) + seconds * 1000);
  if (Number.isNaN(moment.getTime())) throw new Error(`not a China date and time: ${day} ${time}`);
  return moment;
}

/** The Monday on or before a date. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}
