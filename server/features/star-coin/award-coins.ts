import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { starGrants, students, studentStars } from '../../db/schema';
import { ruleCoinsFor, ruleCoinsForMany, type RuleColumn } from './rule-coins';
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

/**
 * The same as `awardCoins` for many students' events of one rule at once (a class's sign-in), in
 * a fixed number of statements whatever their number: the students are locked in id order (so two
 * batches never wait on each other crosswise, and a single award of one of them waits its turn),
 * then the events already paid, the rule and the day's totals are read for all of them, the grants
 * inserted (the unique key is the last guard) and the balances moved in one upsert. One event per
 * student; events must share the school and the rule. In a transaction of its own (a savepoint
 * inside the caller's); `awardCoinsManyIn` is the same inside a transaction the caller holds.
 */
export function awardCoinsMany(db: Db, events: CoinEvent[]): Promise<AwardResult[]> {
  if (events.length === 0) return Promise.resolve([]);
  return db.transaction((tx) => awardCoinsManyIn(tx as unknown as Db, events));
}

/**
 * `awardCoinsMany` in the caller's transaction (a class's sign-in): no savepoint of its own, so a
 * refusal or failure after it undoes the awards with the rest. Four statements whatever the number:
 * lock the students, read the paid keys, read the rule and day totals, write the grants and balances.
 */
export async function awardCoinsManyIn(tx: Db, events: CoinEvent[]): Promise<AwardResult[]> {
  if (events.length === 0) return [];
  const { schoolId, rule: column } = events[0];
  const keyOf = (event: CoinEvent) => `${event.source}:${event.key}`;
  const ids = [...new Set(events.map((e) => e.studentId))].sort((a, b) => a - b);
  const found = await tx
    .select({ id: students.id, campusId: students.campusId, classId: students.classId })
    .from(students)
    .where(and(inArray(students.id, ids), eq(students.schoolId, schoolId)))
    .orderBy(students.id)
    .for('no key update');
  const student = new Map(found.map((s) => [s.id, s]));
  const paidKeys = new Set((await tx.select({ key: starGrants.sourceKey }).from(starGrants).where(inArray(starGrants.sourceKey, events.map(keyOf)))).map((r) => r.key));
  const rules = await ruleCoinsForMany(tx, ids.filter((id) => student.has(id)), column);
  const results = events.map((event): AwardResult & { event: CoinEvent; campusId?: number } => {
    if (!student.has(event.studentId)) return { ...none('ruleOff'), event };
    if (paidKeys.has(keyOf(event))) return { ...none('already'), event };
    const rule = rules.get(event.studentId);
    if (!rule) return { ...none('ruleOff'), event };
    const coins = Math.min(event.amount ?? rule.perUnit * (event.units ?? 1), rule.room);
    return coins > 0 ? { coins, outcome: 'paid', event, campusId: rule.campusId } : { ...none('limit'), event };
  });
  const paying = results.filter((r) => r.outcome === 'paid');
  if (paying.length === 0) return results.map(({ coins, outcome }) => ({ coins, outcome }));
  // The grants and the balances in one statement: only a grant actually written (its key new)
  // moves its student's balance; campus and class follow the student, as in moveBalance.
  const grants = sql.join(
    paying
      .sort((a, b) => a.event.studentId - b.event.studentId)
      .map((r) => sql`(${schoolId}::int, ${r.campusId!}::int, ${r.event.studentId}::int, ${r.coins}::int, ${r.event.reason.slice(0, 100)}, ${r.event.source}, ${keyOf(r.event)})`),
    sql`, `,
  );
  const answer = await tx.execute(sql`with g as (
      insert into ${starGrants} (school_id, campus_id, student_id, amount, reason, source, source_key) values ${grants}
      on conflict do nothing returning student_id, amount)
    insert into ${studentStars} (school_id, student_id, campus_id, class_id, balance)
      select ${schoolId}::int, g.student_id, s.campus_id, s.class_id, g.amount from g join ${students} s on s.id = g.student_id
    on conflict (student_id) do update set balance = ${studentStars.balance} + excluded.balance, campus_id = excluded.campus_id, class_id = excluded.class_id
    returning student_id as "studentId"`);
  const movedIds = new Set((answer as unknown as { rows: Array<{ studentId: number }> }).rows.map((r) => Number(r.studentId)));
  const written = new Set(paying.filter((r) => movedIds.has(r.event.studentId)).map((r) => keyOf(r.event)));
  return results.map(({ coins, outcome, event }) => (outcome === 'paid' && !written.has(keyOf(event)) ? none('already') : { coins, outcome }));
}
