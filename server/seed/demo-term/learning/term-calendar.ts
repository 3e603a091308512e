import type { DemoTermContext } from '../demo-term-context';

const dayMs = 24 * 3600 * 1000;

/**
 * Where in the term a learning event falls. `termStart` is a China midnight, so an hour of the
 * day counts from it; every event is laid out before `today`, so the demo never shows the future
 * as done.
 */
export interface TermCalendar {
  /** Whole China days from the term's first day up to (not including) today. */
  days: number;
  /** The moment `hour:minute` (China time) of the term's day `day` (0 = first day). */
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
    chinaDate: (at) => new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10),
  };
}
