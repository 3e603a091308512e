import { contestRuleInfo } from '../../../../shared/contest-rules';
import type { ContestRuleDefinition } from './contest-rule';

/** OI: each problem scores its best judged try (0–100); rows rank by the sum. */
export const oiRule: ContestRuleDefinition = {
  ...contestRuleInfo.oi,
  cell(letter, tries) {
    const judged = tries.filter((t) => t.status === 'finished');
    const best = judged.length ? Math.max(...judged.map((t) => Math.round((t.score ?? 0) * 100))) : null;
    return { letter, accepted: best === 100, attempts: judged.length, pending: tries.length - judged.length, acMinutes: null, score: best };
  },
  totals: (cells) => ({ penalty: 0, score: cells.reduce((sum, c) => sum + (c.score ?? 0), 0) }),
  rankKey: (row) => [-row.score, 0],
};
