import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { starGrants, students } from '../../db/schema';
import { ruleCoinsFor, type RuleColumn } from './rule-coins';
import { moveBalance } from './student-balance';

/** Where coins the rules award by themselves come from (StarGrant.source). */
export type CoinSource = 'sign' | 'ojProblem' | 'exam' | 'work' | 'lectureWork' | 'classRoom' | 'typing';

/** paid; already (the event paid before); ruleOff (no rule, switch off or 0 coins); limit (the day's limit is reached). */
export type AwardOutcome = 'paid' | 'already' | 'ruleOff' | 'limit';
export interface AwardResult {
  coins: number;
  outcome: AwardOutcome;
}
const none = (outcome: AwardOutcome): AwardResult => ({ coins: 0, outcome });

export interface CoinEvent {
  schoolId: number;
  studentId: number;
  source: CoinSource;
  /** Names the one event (a sign record, a work …): an event already in the ledger pays nothing more. */
  key: string;
  reason: string;
  /**
   * The star rule that pays it: its coins per unit × units. Null for a teacher's own award
   * (课堂表现), which only needs the campus to keep star rules.
   */
  rule: RuleColumn | null;
  units?: number;
  /** A teacher's chosen amount instead of the rule's coins (still within the daily limit). */
  amount?: number;
}

/**
 * The one way coins are awarded for an event (sign-in, first accepted OJ problem, exam, scored
 * work, typing level, a teacher's award): by the campus star rule, only where the school and the
 * student's campus hold the points switches, never beyond the rule's daily limit, once per event.
 * The student's row is locked first, so concurrent events of one student run one after the other:
 * the daily total read is the true one and a duplicate event finds its key already written (the
 * unique key is the last guard). Answers the coins paid and, when none, why (nothing written).
 */
export async function awardCoins(db: Db, event: CoinEvent): Promise<AwardResult> {
  const key = `${event.source}:${event.key}`;
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [student] = await scoped.select({ id: students.id }).from(students).where(and(eq(students.id, event.studentId), eq(students.schoolId, event.schoolId))).for('no key update');
    if (!student) return none('ruleOff');
    const [paid] = await scoped.select({ id: starGrants.id }).from(starGrants).where(eq(starGrants.sourceKey, key)).limit(1);
    if (paid) return none('already');
    const rule = await ruleCoinsFor(scoped, event.studentId, event.rule);
    if (!rule) return none('ruleOff');
    const wanted = event.amount ?? rule.perUnit * (event.units ?? 1);
    const coins = Math.min(wanted, rule.room);
    if (coins <= 0) return none('limit');
    const [row] = await scoped
      .insert(starGrants)
      .values({ schoolId: event.schoolId, campusId: rule.campusId, studentId: event.studentId, amount: coins, reason: event.reason.slice(0, 100), source: event.source, sourceKey: key })
      .onConflictDoNothing()
      .returning({ id: starGrants.id });
    if (!row) return none('already');
    await moveBalance(scoped, event.schoolId, event.studentId, coins);
    return { coins, outcome: 'paid' };
  });
}
