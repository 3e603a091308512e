import type { ContestRule } from '../../../../shared/contest-rules';
import { acmRule } from './acm';
import type { ContestRuleDefinition } from './contest-rule';
import { oiRule } from './oi';

export type { BoardCell, BoardContest, BoardEntrant, BoardRow, BoardSubmission, ContestRuleDefinition } from './contest-rule';

/** Every rule of the contract's enum has its definition here: a rule added to the enum without one fails to compile. */
export const contestRules: Record<ContestRule, ContestRuleDefinition> = {
  acm: acmRule,
  oi: oiRule,
};
