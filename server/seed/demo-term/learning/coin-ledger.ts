import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { campuses, schools, starGrants, starRules, students, studentStars } from '../../../db/schema';
import type { CoinSource } from '../../../features/star-coin/award-coins';
import type { RuleColumn } from '../../../features/star-coin/rule-coins';
import { insertMany } from './batch-insert';
import type { TermCalendar } from '../term-calendar';

/** One event that the campus star rules pay for, on the day it happened. */
export interface TermCoinEvent {
  studentId: number;
  source: CoinSource;
  /** As the live award names it (server/features/star-coin/award-coins.ts), so a replay finds it paid. */
  key: string;
  reason: string;
  rule: RuleColumn;
  units?: number;
  at: Date;
}

/**
 * The star coins a term of learning earned, paid by the same rule as `awardCoins`: the campus star
 * rule's coins per unit, only where the school and the student's campus hold the points switches,
 * never beyond the rule's daily limit of that China day, once per event key. The live award
 * writes one event now (its day is today); the demo term's events happened on their own days,
 * so they are collected, settled in time order here and written in a few multi-row statements.
 * Answers the coins paid per event key (`${source}:${key}`).
 */
export async function payTermCoins(db: Db, schoolId: number, calendar: TermCalendar, events: readonly TermCoinEvent[]): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  const studentIds = [...new Set(events.map((e) => e.studentId))];
  if (!studentIds.length) return paid;
  const rules = await db
    .select({ studentId: students.id, campusId: campuses.id, classId: students.classId, rule: starRules })
    .from(students)
    .innerJoin(campuses, and(eq(campuses.id, students.campusId), eq(campuses.pointsAuth, true)))
    .innerJoin(schools, and(eq(schools.id, students.schoolId), eq(schools.pointAuth, true)))
    .innerJoin(starRules, eq(starRules.campusId, campuses.id))
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, studentIds)));
  const ruleOf = new Map(rules.map((r) => [r.studentId, r]));
  // What each student's days already hold (coins earned before this part ran count against the limit).
  const earlier = await db
    .select({ studentId: starGrants.studentId, day: sql<string>`to_char((${starGrants.createdAt} at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD')`, total: sql<number>`sum(${starGrants.amount})::int` })
    .from(starGrants)
    .where(and(inArray(starGrants.studentId, studentIds), gt(starGrants.amount, 0)))
    .groupBy(starGrants.studentId, sql`2`);
  const dayTotals = new Map(earlier.map((e) => [`${e.studentId}:${e.day}`, Number(e.total)]));
  const known = await db.select({ key: starGrants.sourceKey }).from(starGrants).where(inArray(starGrants.studentId, studentIds));
  const taken = new Set(known.map((k) => k.key));
  const grants: (typeof starGrants.$inferInsert)[] = [];
  const balances = new Map<number, number>();
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.studentId - b.studentId || a.key.localeCompare(b.key));
  for (const event of ordered) {
    const key = `${event.source}:${event.key}`;
    if (taken.has(key)) continue;
    const found = ruleOf.get(event.studentId);
    const perUnit = found ? found.rule[event.rule] : 0;
    if (!found || perUnit === 0) continue;
    const dayKey = `${event.studentId}:${calendar.chinaDate(event.at)}`;
    const room = Math.max(0, found.rule.dailyLimit - (dayTotals.get(dayKey) ?? 0));
    const coins = Math.min(perUnit * (event.units ?? 1), room);
    if (coins <= 0) continue;
    taken.add(key);
    dayTotals.set(dayKey, (dayTotals.get(dayKey) ?? 0) + coins);
    balances.set(event.studentId, (balances.get(event.studentId) ?? 0) + coins);
    paid.set(key, coins);
    grants.push({ schoolId, campusId: found.campusId, studentId: event.studentId, amount: coins, reason: event.reason.slice(0, 100), source: event.source, sourceKey: key, createdAt: event.at });
  }
  await insertMany(db, starGrants, grants);
  await addToBalances(db, schoolId, balances);
  return paid;
}

/**
 * Adds each student's delta to their star-coin balance in one statement per slice, as
 * `moveBalance` does one at a time (campus and class follow the student).
 */
export async function addToBalances(db: Db, schoolId: number, deltas: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  const where = await db.select({ id: students.id, campusId: students.campusId, classId: students.classId }).from(students).where(inArray(students.id, ids));
  const placeOf = new Map(where.map((w) => [w.id, w]));
  const rows = ids.map((studentId) => ({ schoolId, studentId, campusId: placeOf.get(studentId)?.campusId ?? null, classId: placeOf.get(studentId)?.classId ?? null, balance: deltas.get(studentId)! }));
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(studentStars)
      .values(rows.slice(i, i + 2000))
      .onConflictDoUpdate({ target: studentStars.studentId, set: { balance: sql`${studentStars.balance} + excluded.balance`, campusId: sql`excluded.campus_id`, classId: sql`excluded.class_id` } });
  }
}
