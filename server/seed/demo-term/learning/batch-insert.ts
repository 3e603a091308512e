import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';

/**
 * Inserts many rows in multi-row statements, few enough per statement to stay far below the
 * protocol's 65,535 parameters whatever the table's width: the large demo (2,000 students over a
 * year) writes hundreds of thousands of rows this way in seconds instead of one statement each.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const size = Math.max(1, Math.floor(20_000 / Math.max(1, Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
}

/** As insertMany, answering the ids given to the rows, in the rows' order. */
export async function insertManyIds<T extends PgTable & { id: PgColumn }>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<number[]> {
  const ids: number[] = [];
  if (!rows.length) return ids;
  const size = Math.max(1, Math.floor(20_000 / Math.max(1, Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += size) {
    const inserted = (await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]).returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
