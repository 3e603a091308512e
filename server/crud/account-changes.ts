import type { OperationMeta } from '../../shared/entity-types';
import type { SessionKind } from '../auth/actors';
import { endAccountSessions } from '../auth/session-store';
import { requireOutrank } from '../auth/account-rank';
import type { CrudActor } from '../auth/session-actor';
import type { Db } from '../db/client';
import type { EntityRuntime } from './entity-runtime';

/** Entities whose rows are sign-in accounts, by table (several entities share one: Staff and PlatformStaff). */
const accountTables: Record<string, SessionKind> = { staff: 'staff', students: 'student', admin_users: 'admin' };

/** Operations that only read, or make a new account: every other operation changes the accounts it names. */
const notChanging = new Set<OperationMeta['kind']>(['list', 'detail', 'recycleList', 'create', 'import']);

/** The kind of account an operation changes, or null when it changes none. */
export function changedAccountKind(entity: EntityRuntime, op: OperationMeta): SessionKind | null {
  const kind = accountTables[entity.meta.table];
  return kind && !notChanging.has(op.kind) ? kind : null;
}

/**
 * Every operation that changes existing accounts (password, roles, state, blockade, phone,
 * identity, deletion) names them by `id` or `ids`; the caller must outrank each of them.
 * New account operations get this check without listing them anywhere.
 */
export async function guardAccountChange(db: Db, actor: CrudActor, entity: EntityRuntime, op: OperationMeta, body: Record<string, unknown>): Promise<void> {
  const kind = changedAccountKind(entity, op);
  if (!kind) return;
  // Read as the database will (a digit string names the same row), so no spelling slips past.
  const named: unknown[] = [...(Array.isArray(body.ids) ? body.ids : []), ...(body.id === undefined ? [] : [body.id])];
  const ids = named.map(Number).filter(Number.isSafeInteger);
  await requireOutrank(db, actor, kind, ids);
}

/**
 * Values that take an account out of good standing: quit, left or disabled (state other than 1),
 * blocked. The session lookup already refuses such accounts, but their tokens must not come back
 * to life when the account is restored (复学, back to work), so the sessions end for good.
 */
function endsStanding(values: Record<string, unknown>): boolean {
  return (values.state !== undefined && values.state !== 1) || values.blocked === true;
}

/**
 * Ends the sessions of the accounts a write takes out of good standing, or a deletion removes
 * (`values` null), in the write's own transaction. Rows of other entities: nothing to do.
 */
export async function endSessionsOfChangedAccounts(db: Db, entity: EntityRuntime, ids: number[], values: Record<string, unknown> | null): Promise<void> {
  const kind = accountTables[entity.meta.table];
  if (!kind || (values && !endsStanding(values))) return;
  for (const id of ids) await endAccountSessions(db, kind, id);
}

/** Whether a write of these values (null: a deletion) to the entity ends accounts' sessions. */
export function endsSessions(entity: EntityRuntime, values: Record<string, unknown> | null): boolean {
  return Boolean(accountTables[entity.meta.table]) && (!values || endsStanding(values));
}
