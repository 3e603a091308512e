import type { CustomContext } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { staffActor, type StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';

/**
 * Runs one receipt operation in a transaction (receipt, lines, both ledgers and their cached
 * balances commit together or not at all) and answers the receipt as the list shows it.
 */
export async function inReceiptTransaction(context: CustomContext, write: (db: Db, actor: StaffActor) => Promise<number>) {
  const actor = staffActor(context.actor);
  const id = await context.db.transaction(async (tx) => write(tx as unknown as Db, actor));
  return readOne(context.db, context.entity, context.actor, id);
}
