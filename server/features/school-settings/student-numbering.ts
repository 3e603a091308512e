import type { EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { accountBeforeWrite, accountOverrides } from '../account/account-overrides';
import { takeNextNumber } from './naming-rules';

/**
 * A new student without a student number gets the next one of the school's rule (学号规则);
 * without a rule the account default (the user name) stays.
 */
export const studentOverrides: EntityOverrides<'Student'> = {
  ...accountOverrides,
  async beforeWrite(values, context) {
    if (context.mode === 'create' && !values.code) {
      const code = await takeNextNumber(context.db, staffActor(context.actor).schoolId, 'student');
      if (code) values = { ...values, code };
    }
    return accountBeforeWrite(values, context);
  },
};
