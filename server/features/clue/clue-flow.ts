import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { clueRecords, clues, staff } from '../../db/schema';
import { staffActor, type CrudActor } from '../../auth/session-actor';
import type { AfterWriteContext, CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { tenantScope } from '../../crud/tenant-scope';
import { updateRows } from '../../crud/write-rows';
import { ApiFailure } from '../../lib/api-failure';

/** ClueRecord.method of the records the server writes when a clue changes follower. */
export const flowMethod = 3;

/** What a 流转 record says: taken from the pool, handed to someone, or given back. */
async function flowText(db: Db, actor: CrudActor, from: unknown, to: unknown): Promise<string> {
  if (to === null) return '退回公海';
  const me = staffActor(actor).staffId;
  if (from === null && to === me) return '从公海领取';
  const [owner] = await db.select({ realName: staff.realName }).from(staff).where(eq(staff.id, to as number));
  return `分配给${owner?.realName ?? '其他员工'}`;
}

/** One 流转 record per clue whose follower changed, written by the signed-in staff member. */
export async function recordFlow({ db, actor, mode, ids, values, before }: AfterWriteContext): Promise<void> {
  if (mode !== 'update' || !('ownerId' in values)) return;
  const to = values.ownerId ?? null;
  const changed = ids.filter((id) => (before.get(id)?.ownerId ?? null) !== to);
  if (!changed.length) return;
  const { schoolId, staffId } = staffActor(actor);
  const rows = [];
  for (const id of changed) {
    const content = await flowText(db, actor, before.get(id)?.ownerId ?? null, to);
    rows.push({ schoolId, clueId: id, method: flowMethod, content, staffId });
  }
  await db.insert(clueRecords).values(rows);
}

/**
 * claimClue: the signed-in staff member takes a clue from the open pool. The row is locked
 * first, so of two people claiming at once the second is told it is gone.
 */
export async function claimClue({ db, actor, entity, body }: CustomContext, overrides: EntityOverrides) {
  const id = body.id as number;
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [row] = await scoped.select({ ownerId: clues.ownerId }).from(clues).where(and(eq(clues.id, id), tenantScope(entity, actor))).for('update');
    if (!row) throw new ApiFailure(ErrorCodes.NotFound, `${entity.meta.title}不存在`);
    if (row.ownerId !== null) throw new ApiFailure(ErrorCodes.ActionFailure, '该学员已被其他员工领取');
    await updateRows(scoped, entity, actor, overrides, [id], { ownerId: staffActor(actor).staffId });
  });
  return readOne(db, entity, actor, id);
}

/** Clues beyond plain CRUD: every change of follower is recorded, and the pool can be claimed from. */
export const clueOverrides: EntityOverrides<'Clue'> = {
  afterWrite: recordFlow,
  custom: { claimClue: (context) => claimClue(context, clueOverrides) },
};
