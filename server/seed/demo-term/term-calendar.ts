import type { DemoTermContext } from './demo-term-context';

/**
 * The demo term's calendar, laid out relative to "today" so the charts always show recent data.
 * Days are China dates (YYYY-MM-DD); moments are built in China time (UTC+8, no daylight saving).
 */
export const dayMs = 86_400_000;
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

/**
 * Where in the term an event falls, counted in days from the term's first day. `termStart` is a China
 * midnight, so an hour of the day counts from it; every event is laid out before `today`, so the demo
 * never shows the future as done.
 */
export interface TermCalendar {
  /** Whole China days from the term's first day up to (not including) today. */
  days: number;
  /** The moment `hour:minute` (China time) of the term's day `day` (0 = first day), kept inside the term. */
  at(day: number, hour: number, minute?: number): Date;
  /** The term's day at a fraction (0..1) of the term, kept inside it. */
  dayAtShare(share: number): number;
  /** The China date (YYYY-MM-DD) of a moment, as the star-coin daily limit counts days. */
  chinaDate(at: Date): string;
}

export function termCalendar(ctx: Pick<DemoTermContext, 'termStart' | 'today'>): TermCalendar {
  const start = ctx.termStart.getTime();
  const days = Math.max(1, Math.floor((ctx.today.getTime() - start) / dayMs));
  return {
    days,
    at: (day, hour, minute = 0) => new Date(start + Math.min(Math.max(0, day), days - 1) * dayMs + (hour * 60 + minute) * 60_000),
    dayAtShare: (share) => Math.min(days - 1, Math.max(0, Math.floor(share * days))),
    chinaDate,
  };
}
