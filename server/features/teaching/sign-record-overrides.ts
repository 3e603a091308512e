import type { EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { staffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { correctSign, type SignCorrectInput } from './sign-in';

/** Records are written only by a lesson's sign-in; the one change is a correction through the ledger. */
export const signRecordOverrides: EntityOverrides<'SignRecord'> = {
  custom: {
    async correct(context) {
      const id = await context.db.transaction((tx) => correctSign(tx as unknown as Db, staffActor(context.actor), context.body as unknown as SignCorrectInput));
      return readOne(context.db, context.entity, context.actor, id);
    },
  },
};
