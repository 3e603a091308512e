import type { EntityWebAddon } from '../../resources/entity-addons';
import { CorrectButton } from './correct-button';
import { SignButton } from './sign-button';

/** A lesson's 签到 dialog (unsigned lessons only); editing is refused by the server once signed. */
export const teachPlanAddon: EntityWebAddon<'TeachPlan'> = {
  buttons: { sign: SignButton },
  rowFilters: { update: (record) => record.state !== 2, delete: (record) => record.state !== 2 },
};

/** 签到更正 of a record, in its own dialog. */
export const signRecordAddon: EntityWebAddon<'SignRecord'> = {
  buttons: { correct: CorrectButton },
};
