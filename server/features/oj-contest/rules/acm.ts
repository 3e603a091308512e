import { contestRuleInfo } from '../../../../shared/contest-rules';
import type { BoardCell, ContestRuleDefinition } from './contest-rule';

const penaltyMinutesPerReject = 20;
/** Verdicts that are not the contestant's wrong answer: they add no penalty. */
const freeVerdicts = new Set(['CE', 'SE']);

/**
 * ACM: solved count, then penalty = minutes from the start to each first acceptance plus 20 per
 * rejected try before it; compile errors and system errors cost nothing. During the freeze a
 * non-staff reader sees tries made after the freeze began as pending.
 */
export const acmRule: ContestRuleDefinition = {
  ...contestRuleInfo.acm,
  cell(letter, tries, contest, frozenFrom): BoardCell {
    let rejected = 0;
    let pending = 0;
    for (const t of tries) {
      if ((frozenFrom && t.createdAt >= frozenFrom) || t.status !== 'finished') {
        pending++;
        continue;
      }
      if (t.verdict === 'AC') {
        const acMinutes = Math.floor((t.createdAt.getTime() - contest.startAt.getTime()) / 60_000);
        return { letter, accepted: true, attempts: rejected, pending: 0, acMinutes, score: null };
      }
      if (!freeVerdicts.has(t.verdict ?? '')) rejected++;
    }
    return { letter, accepted: false, attempts: rejected, pending, acMinutes: null, score: null };
  },
  totals: (cells) => ({
    penalty: cells.filter((c) => c.accepted).reduce((sum, c) => sum + (c.acMinutes ?? 0) + penaltyMinutesPerReject * c.attempts, 0),
    score: 0,
  }),
  rankKey: (row) => [-row.solved, row.penalty],
};
