import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCodes } from '../../shared/error-codes';
import type { Db } from '../db/client';
import { ApiFailure } from './api-failure';

/**
 * Refuses a call that names a row that does not exist (a notice to mark read, a problem or a
 * lesson to give feedback on): the answer is NotFound with `message`, never a success that
 * stores a mark or an item about nothing. `live`: what else the row must satisfy to count.
 */
export async function requireRow(db: Pick<Db, 'select'>, id: PgColumn, value: number, message: string, live?: SQL): Promise<void> {
  const [row] = await db.select({ id }).from(id.table).where(and(eq(id, value), live)).limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, message);
}
