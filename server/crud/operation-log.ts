import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { operationLogs, staff } from '../db/schema';

type Row = Record<string, unknown>;

/** Who wrote: a staff member of a school; anyone else (back office, students) is not logged. */
export type OperationAuthor = { kind: 'staff'; staffId: number; schoolId: number } | { kind: 'admin' | 'student' };

/** One staff write as the log keeps it: what was done to which rows, and what they held. */
export interface OperationRecord {
  /** The operation's key (create, update, delete, quit, saveSettings ...). */
  operation: string;
  /** The entity or feature written (Student, SchoolProfile ...) and its Chinese title. */
  entityName: string;
  entityTitle: string;
  ids: readonly (number | string)[];
  /** The rows as they were (updates, deletes) and as they are (creates, updates), by id. */
  before?: readonly Row[];
  after?: readonly Row[];
}

/** Timestamps and other objects compare and print by their JSON form. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Only what changed, per row: an update lists the fields whose value differs (before and
 * after), a create the values it set, a delete the values it removed.
 */
export function changedFields(before: readonly Row[] = [], after: readonly Row[] = []): Record<string, { before?: unknown; after?: unknown }>[] {
  const byId = new Map(before.map((row) => [String(row.id), row]));
  const seen = new Set<string>();
  const out: Record<string, { before?: unknown; after?: unknown }>[] = [];
  for (const row of after) {
    const old = byId.get(String(row.id));
    seen.add(String(row.id));
    const diff: Record<string, { before?: unknown; after?: unknown }> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === 'id' || (old && same(old[key], value))) continue;
      diff[key] = old ? { before: old[key] ?? null, after: value ?? null } : { after: value ?? null };
    }
    out.push({ id: { after: row.id }, ...diff });
  }
  for (const row of before) {
    if (seen.has(String(row.id))) continue;
    const diff: Record<string, { before?: unknown }> = {};
    for (const [key, value] of Object.entries(row)) if (key !== 'id') diff[key] = { before: value ?? null };
    out.push({ id: { before: row.id }, ...diff });
  }
  return out;
}

/**
 * Appends one row to the school's operation log. Every write by staff goes through here: the
 * entity engine after each of its writes, hand-written handlers after theirs. The staff member's
 * name is copied in the same statement so that the log still reads right after a rename or a
 * departure. Writes by anyone but staff (the back office, students) are not a school's log.
 */
export async function recordOperation(db: Db, request: FastifyRequest, actor: OperationAuthor, record: OperationRecord): Promise<void> {
  if (actor.kind !== 'staff') return;
  const changes = record.before || record.after ? JSON.stringify(changedFields(record.before, record.after)) : null;
  await db.insert(operationLogs).values({
    schoolId: actor.schoolId,
    staffId: actor.staffId,
    staffName: sql`coalesce((select ${staff.realName} from ${staff} where ${staff.id} = ${actor.staffId}), '')`,
    ip: request.ip.slice(0, 64),
    operation: record.operation.slice(0, 50),
    entityName: record.entityName.slice(0, 50),
    entityTitle: record.entityTitle.slice(0, 50),
    targetId: record.ids.length ? record.ids.join(',').slice(0, 500) : null,
    changes: changes && changes.length > 100000 ? `${changes.slice(0, 99990)}…` : changes,
  });
}
