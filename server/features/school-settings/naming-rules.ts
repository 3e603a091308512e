import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaToday } from '../../db/china-today';
import { namingRules } from '../../db/schema';

export type NamingTarget = 'student' | 'class';

/** prefix + date part + the counter padded to its digits: XS2026 + 0007. */
export function formatNumber(rule: { prefix: string; datePart: string; digits: number }, counter: number, today: string): string {
  const date = rule.datePart === 'yyyy' ? today.slice(0, 4) : rule.datePart === 'yyyyMM' ? today.slice(0, 7).replace('-', '') : '';
  return `${rule.prefix}${date}${String(counter).padStart(rule.digits, '0')}`;
}

/**
 * The next number of the school's rule for a target, or null when the school has none. The
 * counter is read and advanced in one UPDATE, which PostgreSQL serialises on the row: two
 * creates at the same moment never get the same number.
 */
export async function takeNextNumber(db: Db, schoolId: number, target: NamingTarget): Promise<string | null> {
  const [rule] = await db
    .update(namingRules)
    .set({ nextNumber: sql`${namingRules.nextNumber} + 1` })
    .where(and(eq(namingRules.schoolId, schoolId), eq(namingRules.target, target)))
    .returning({ prefix: namingRules.prefix, datePart: namingRules.datePart, digits: namingRules.digits, taken: sql<number>`${namingRules.nextNumber} - 1`, today: sql<string>`to_char(${chinaToday}, 'YYYY-MM-DD')` });
  return rule ? formatNumber(rule, Number(rule.taken), rule.today) : null;
}
