import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface ReconcileReport {
  payAccounts: number;
  hourAccounts: number;
  studentAccounts: number;
  /** Accounts whose cached balance differs from the sum of their ledger; empty when all agree. */
  mismatches: string[];
}

type Rows<T> = { rows: T[] };

/**
 * Proves every cached balance equals the sum of its ledger: each payment account against the
 * money entries, each student × course account against the hour entries (hours, value and
 * arrears), each student's stored-value account against the account entries, and no ledger entries without an account. Optionally one school only.
 *
 * Each ledger is summed once per account (one grouped pass, then a join on the account's key)
 * and the database answers only the accounts that disagree with the number it checked: over
 * 100,000 students and 1,000,000 ledger rows nothing but a few counts crosses to the server
 * (shipping every account's row to compare here took most of the time, on PGlite above all).
 */
export async function reconcile(db: Db, schoolId?: number): Promise<ReconcileReport> {
  const school = (column: string) => (schoolId === undefined ? sql`true` : sql`${sql.raw(column)} = ${schoolId}`);
  const money = (await db.execute(sql`
    with sums as (select pay_account_id, sum(amount)::bigint as total from money_entries where ${school('school_id')} group by pay_account_id),
    checked as (select a.id, a.balance, coalesce(s.total, 0)::bigint as total from pay_accounts a left join sums s on s.pay_account_id = a.id where ${school('a.school_id')})
    select id, balance, total, 0 as n from checked where balance <> total
    union all select null, null, null, count(*) from checked`)) as unknown as Rows<{ id: number | null; balance: number; total: string; n: string }>;
  const hours = (await db.execute(sql`
    with sums as (
      select student_id, course_id, sum(hours)::bigint as h, sum(value)::bigint as v, sum(owed)::bigint as o
      from hour_entries where ${school('school_id')} group by student_id, course_id),
    checked as (
      select b.id, b.hours, b.value, b.owed, coalesce(s.h, 0) as h, coalesce(s.v, 0) as v, coalesce(s.o, 0) as o
      from hour_balances b left join sums s on s.student_id = b.student_id and s.course_id = b.course_id where ${school('b.school_id')})
    select id, hours, value, owed, h, v, o, 0 as n from checked where hours <> h or value <> v or owed <> o
    union all select null, null, null, null, null, null, null, count(*) from checked`)) as unknown as Rows<{ id: number | null; hours: number; value: number; owed: number; h: string; v: string; o: string; n: string }>;
  const stored = (await db.execute(sql`
    with sums as (select student_id, sum(amount)::bigint as total from account_entries where ${school('school_id')} group by student_id),
    checked as (select a.id, a.balance, coalesce(s.total, 0)::bigint as total from student_accounts a left join sums s on s.student_id = a.student_id where ${school('a.school_id')})
    select id, balance, total, 0 as n from checked where balance <> total or balance < 0
    union all select null, null, null, count(*) from checked`)) as unknown as Rows<{ id: number | null; balance: number; total: string; n: string }>;
  const orphans = (await db.execute(sql`
    select count(*)::int as n from hour_entries e
    where ${school('e.school_id')} and not exists (select 1 from hour_balances b where b.student_id = e.student_id and b.course_id = e.course_id)`)) as unknown as Rows<{ n: number }>;
  const mismatches: string[] = [];
  const accounts = <T extends { id: number | null }>(rows: T[]) => rows.filter((r) => r.id !== null);
  const checked = (rows: Array<{ id: number | null; n: string }>) => Number(rows.find((r) => r.id === null)!.n);
  for (const a of accounts(money.rows)) mismatches.push(`收款账户${a.id}: 余额${a.balance} ≠ 流水合计${a.total}`);
  for (const b of accounts(hours.rows)) mismatches.push(`课时账户${b.id}: ${b.hours}/${b.value}/${b.owed} ≠ 流水合计${b.h}/${b.v}/${b.o}`);
  for (const a of accounts(stored.rows)) mismatches.push(`学员账户${a.id}: 余额${a.balance} ≠ 流水合计${a.total}`);
  if (Number(orphans.rows[0].n) > 0) mismatches.push(`${orphans.rows[0].n}条课时流水没有对应的课时账户`);
  return { payAccounts: checked(money.rows), hourAccounts: checked(hours.rows), studentAccounts: checked(stored.rows), mismatches };
}
