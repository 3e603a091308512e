import { staffActor } from '../../crud/crud-actor';
import type { EntityOverrides } from '../../crud/entity-overrides';

/** A follow-up record is always written by the signed-in staff member, whatever the body says. */
export const clueRecordOverrides: EntityOverrides = {
  beforeWrite: (values, { actor, mode }) => (mode === 'create' ? { ...values, staffId: staffActor(actor).staffId } : values),
};
