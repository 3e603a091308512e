import { and, eq } from 'drizzle-orm';
import { clues } from '../../db/schema';
import { staffActor } from '../../auth/session-actor';
import type { AfterWriteContext, EntityOverrides } from '../../crud/entity-overrides';

/** Writing a follow-up record moves its clue forward: 待跟进 becomes 跟进中, and the next date is the record's. */
export async function advanceClue({ db, actor, mode, values }: AfterWriteContext): Promise<void> {
  if (mode !== 'create') return;
  const clueId = values.clueId as number;
  const scope = and(eq(clues.id, clueId), eq(clues.schoolId, staffActor(actor).schoolId));
  await db.update(clues).set({ state: 1 }).where(and(scope, eq(clues.state, 0)));
  if (values.nextFollowDate) await db.update(clues).set({ nextFollowDate: values.nextFollowDate as string }).where(scope);
}

/** A follow-up record is always written by the signed-in staff member, whatever the body says. */
export const clueRecordOverrides: EntityOverrides<'ClueRecord'> = {
  beforeWrite: (values, { actor, mode }) => (mode === 'create' ? { ...values, staffId: staffActor(actor).staffId } : values),
  afterWrite: advanceClue,
};
