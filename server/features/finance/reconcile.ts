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
 */
export async function reconcile(db: Db, schoolId?: number): Promise<ReconcileReport> {
  const school = (column: string) => (schoolId === undefined ? sql`true` : sql`${sql.raw(column)} = ${schoolId}`);
  const money = (await db.execute(sql`
    select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as total
    from pay_accounts a left join money_entries e on e.pay_account_id = a.id
    where ${school('a.school_id')}
    group by a.id, a.balance`)) as unknown as Rows<{ id: number; balance: number; total: string }>;
  const hours = (await db.execute(sql`
    select b.id, b.hours, b.value, b.owed,
      coalesce(sum(e.hours), 0)::bigint as h, coalesce(sum(e.value), 0)::bigint as v, coalesce(sum(e.owed), 0)::bigint as o
    from hour_balances b left join hour_entries e on e.student_id = b.student_id and e.course_id = b.course_id
    where ${school('b.school_id')}
    group by b.id, b.hours, b.value, b.owed`)) as unknown as Rows<{ id: number; hours: number; value: number; owed: number; h: string; v: string; o: string }>;
  const stored = (await db.execute(sql`
    select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as total
    from student_accounts a left join account_entries e on e.student_id = a.student_id
    where ${school('a.school_id')}
    group by a.id, a.balance`)) as unknown as Rows<{ id: number; balance: number; total: string }>;
  const orphans = (await db.execute(sql`
    select count(*)::int as n from hour_entries e
    where ${school('e.school_id')} and not exists (select 1 from hour_balances b where b.student_id = e.student_id and b.course_id = e.course_id)`)) as unknown as Rows<{ n: number }>;
  const mismatches: string[] = [];
  for (const a of money.rows) if (Number(a.balance) !== Number(a.total)) mismatches.push(`收款账户${a.id}: 余额${a.balance} ≠ 流水合计${a.total}`);
  for (const b of hours.rows) {
    if (Number(b.hours) !== Number(b.h) || Number(b.value) !== Number(b.v) || Number(b.owed) !== Number(b.o)) {
      mismatches.push(`课时账户${b.id}: ${b.hours}/${b.value}/${b.owed} ≠ 流水合计${b.h}/${b.v}/${b.o}`);
    }
  }
  for (const a of stored.rows) {
    if (Number(a.balance) !== Number(a.total) || Number(a.balance) < 0) mismatches.push(`学员账户${a.id}: 余额${a.balance} ≠ 流水合计${a.total}`);
  }
  if (Number(orphans.rows[0].n) > 0) mismatches.push(`${orphans.rows[0].n}条课时流水没有对应的课时账户`);
  return { payAccounts: money.rows.length, hourAccounts: hours.rows.length, studentAccounts: stored.rows.length, mismatches };
}
