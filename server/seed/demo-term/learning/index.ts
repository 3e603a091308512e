import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { campuses, starRules, typingLevelAwards } from '../../../db/schema';
import type { DemoTermContext } from '../demo-term-context';
import { payTermCoins } from './coin-ledger';
import type { LearningTerm } from './learning-state';
import { seedCommunity } from './term-community';
import { collectSignCoins } from './term-sign-coins';
import { recordSheetCoins, seedExams } from './term-exams';
import { seedHomework } from './term-homework';
import { seedOwnCourse } from './term-own-course';
import { seedOjPractice } from './term-oj';
import { seedStarShop } from './term-star-shop';
import { seedTyping } from './term-typing';
import { termCalendar } from '../term-calendar';
import { seedFreeWorks } from './term-works';
import { timedStep } from '../step-timing';

/**
 * The learning part of the demo term (docs/demo-term.md, 学习数据): works and homework, the
 * school's own course, the community, OJ practice, an exam and a practice per class, typing progress, and the star coins
 * all of it (and the people part's sign-ins) earned and what students spent them on. Deterministic: every domain draws from its
 * own `ctx.random.fork(...)` and lays its dates out between `termStart` and `today`.
 */
export async function seedLearningTerm(ctx: DemoTermContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const term: LearningTerm = { ctx: { ...ctx, db }, calendar: termCalendar(ctx), works: [], coinEvents: [] };
    await openLearningSwitches(db, ctx);
    await timedStep('works', () => seedFreeWorks(db, term));
    await timedStep('homework', () => seedHomework(db, term));
    await timedStep('own course', () => seedOwnCourse(db, term));
    await timedStep('community', () => seedCommunity(db, term));
    await timedStep('oj', () => seedOjPractice(db, term));
    const { sheetCoins } = await timedStep('exams', () => seedExams(db, term));
    const typingAwards = await timedStep('typing', () => seedTyping(db, term));
    await timedStep('sign coins', () => collectSignCoins(db, term));
    const paid = await timedStep('coin ledger', () => payTermCoins(db, ctx.schoolId, term.calendar, term.coinEvents));
    await recordSheetCoins(db, sheetCoins, paid);
    await recordTypingCoins(db, typingAwards, paid);
    await timedStep('star shop', () => seedStarShop(db, term));
  });
}

/**
 * The demo school's campuses keep star coins (with the default rules) and the typing planet, and
 * show the community: what the learning part fills is what a visitor of the demo should see.
 */
async function openLearningSwitches(db: Db, ctx: DemoTermContext): Promise<void> {
  const campusIds = [...new Set([...ctx.campusIds, ...ctx.students.map((s) => s.campusId)])].sort((a, b) => a - b);
  if (!campusIds.length) return;
  await db.update(campuses).set({ pointsAuth: true, typingPlanet: true, studentZone: true }).where(and(eq(campuses.schoolId, ctx.schoolId), inArray(campuses.id, campusIds)));
  await db.insert(starRules).values(campusIds.map((campusId) => ({ schoolId: ctx.schoolId, campusId }))).onConflictDoNothing();
}

/** Each typing stage's award row keeps the coins its save was paid (awardLevelCoins writes them the same way). */
async function recordTypingCoins(db: Db, awards: readonly { studentId: number; levelId: string; key: string }[], paid: ReadonlyMap<string, number>): Promise<void> {
  const rows = awards.filter((a) => (paid.get(a.key) ?? 0) > 0);
  for (let i = 0; i < rows.length; i += 2000) {
    const values = sql.join(rows.slice(i, i + 2000).map((a) => sql`(${a.studentId}::int, ${a.levelId}::text, ${paid.get(a.key)!}::int)`), sql`, `);
    await db.execute(sql`update ${typingLevelAwards} t set coins = v.coins from (values ${values}) as v(student_id, level_id, coins) where t.student_id = v.student_id and t.level_id = v.level_id`);
  }
}
