import { ApiFailure } from '../lib/api-failure';
import type { Db } from '../db/client';
import type { CrudActor } from '../auth/session-actor';
import type { EntityRuntime } from './entity-runtime';
import type { EntityOverrides } from './entity-overrides';
import { createRow } from './write-rows';

export interface ImportReport {
  imported: number;
  errors: { row: number; message: string }[];
}

/** Thrown inside the import transaction to undo every row when one is broken. */
class RejectImport extends Error {}

/**
 * Rows already match the create schema (the contract validated them); each is created in
 * its own savepoint so a duplicate or a foreign relation id fails that row only. Unless the
 * caller asked for a partial import, one failed row undoes them all. Rows count from 1.
 */
export async function importRows(db: Db, entity: EntityRuntime, actor: CrudActor, overrides: EntityOverrides | undefined, rows: Record<string, unknown>[], partial: boolean): Promise<ImportReport> {
  const errors: ImportReport['errors'] = [];
  let imported = 0;
  try {
    await db.transaction(async (tx) => {
      for (const [index, row] of rows.entries()) {
        try {
          await tx.transaction((savepoint) => createRow(savepoint as unknown as Db, entity, actor, overrides, row));
          imported += 1;
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          errors.push({ row: index + 1, message: error.message });
        }
      }
      if (errors.length && !partial) throw new RejectImport();
    });
  } catch (error) {
    if (!(error instanceof RejectImport)) throw error;
    imported = 0;
  }
  return { imported, errors };
}
