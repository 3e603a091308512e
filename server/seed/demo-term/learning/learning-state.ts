import type { DemoTermContext } from '../demo-term-context';
import type { TermCoinEvent } from './coin-ledger';
import type { LearningWorkKind } from './sample-works';
import type { TermCalendar } from '../term-calendar';

/** A work written by the learning part, as the community part picks works to share from. */
export interface TermWork {
  id: number;
  studentId: number;
  kind: LearningWorkKind;
  title: string;
  createdAt: Date;
  /** The teacher's score, when reviewed. */
  score: number | null;
}

/**
 * What the learning domains pass each other while a term is built: the context, its calendar,
 * the works written so far, and the star-coin events to pay at the end (one ledger for all).
 */
export interface LearningTerm {
  ctx: DemoTermContext;
  calendar: TermCalendar;
  works: TermWork[];
  coinEvents: TermCoinEvent[];
}

/** The kind of work a class of a subject writes. */
export const workKindOf = { blocks: 'block', python: 'python', cpp: 'cpp' } as const;
