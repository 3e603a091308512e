import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CrudActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { moneyEntries, receipts } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** The longest period the panel sums at once: a year of days. */
const maxDays = 366;
const dayMs = 86400000;

/** Every China day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) throw new ApiFailure(ErrorCodes.InvalidParameter, '结束日期不能早于开始日期');
  if ((end - start) / dayMs + 1 > maxDays) throw new ApiFailure(ErrorCodes.InvalidParameter, '统计时间范围不能超过一年');
  return Array.from({ length: (end - start) / dayMs + 1 }, (_, i) => new Date(start + i * dayMs).toISOString().slice(0, 10));
}

/**
 * 收入概况: the money ledger over a period of China days, in the caller's school (and campus,
 * also for staff bound to one): what came in, what went back, by receipt kind and by day. An
 * invalidated receipt's reversal falls on the day it was invalidated, so every day's figures
 * are what the payment accounts really moved then, and the totals match them to the fen.
 */
export async function incomeBoard(db: Db, actor: CrudActor, campusId: number | null, from: string, to: string) {
  const days = daysOf(from, to);
  const chinaMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Shanghai'`;
  const where = and(
    tenantScope(entityRuntimes().get('MoneyEntry')!, actor),
    // Income is what students paid and were paid back; the school's own expenses are not.
    isNotNull(moneyEntries.receiptId),
    campusId === null ? undefined : eq(moneyEntries.campusId, campusId),
    gte(moneyEntries.createdAt, chinaMidnight(from)),
    lt(moneyEntries.createdAt, sql`${chinaMidnight(to)} + interval '1 day'`),
  );
  const day = sql<string>`to_char(${moneyEntries.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const inflow = sql<string>`coalesce(sum(${moneyEntries.amount}) filter (where ${moneyEntries.amount} > 0), 0)`;
  const outflow = sql<string>`coalesce(-sum(${moneyEntries.amount}) filter (where ${moneyEntries.amount} < 0), 0)`;
  const perDay = await db.select({ day, inflow, outflow }).from(moneyEntries).where(where).groupBy(day);
  const perKind = await db
    .select({ kind: receipts.kind, amount: sql<string>`sum(${moneyEntries.amount})` })
    .from(moneyEntries)
    .innerJoin(receipts, eq(receipts.id, moneyEntries.receiptId))
    .where(where)
    .groupBy(receipts.kind)
    .orderBy(receipts.kind);
  const byDay = new Map(perDay.map((row) => [row.day, { inflow: Number(row.inflow), outflow: Number(row.outflow) }]));
  const series = days.map((d) => ({ day: d, ...(byDay.get(d) ?? { inflow: 0, outflow: 0 }) }));
  const total = (key: 'inflow' | 'outflow') => series.reduce((sum, d) => sum + d[key], 0);
  return {
    inflow: total('inflow'),
    outflow: total('outflow'),
    net: total('inflow') - total('outflow'),
    byKind: perKind.map((row) => ({ kind: row.kind, amount: Number(row.amount) })),
    days: series,
  };
}
