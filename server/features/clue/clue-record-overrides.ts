import type { EntityOverrides } from '../../crud/entity-overrides';

/** A follow-up record is always written by the signed-in staff member, whatever the body says. */
export const clueRecordOverrides: EntityOverrides = {
  beforeWrite: (values, { actor, mode }) => (mode === 'create' ? { ...values, staffId: actor.staffId } : values),
};
