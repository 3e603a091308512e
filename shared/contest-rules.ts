/**
 * The contest rules (赛制) as both sides describe them: the contract's `rule` enum
 * (openapi/schemas/oj-contest.yaml, checked by contest-rules.test.ts), their names, how
 * they rank, and whether the board may freeze. The server scores by them
 * (server/features/oj-contest/rules/); the contest form and board read the same words.
 */
export const contestRuleNames = ['acm', 'oi'] as const;

export type ContestRule = (typeof contestRuleNames)[number];

export interface ContestRuleInfo {
  /** The rule's name on forms and boards. */
  label: string;
  /** How the rule ranks, shown beside the choice on the contest form. */
  ranking: string;
  /** What the board shows per entrant: solved problems and penalty minutes, or the total score. */
  board: 'solved-penalty' | 'score';
  /** The board may freeze for the contest's last minutes (the form asks for 封榜时间). */
  freezes: boolean;
  /**
   * Every test of a submission is run because each one scores (OI's partial points). Otherwise the
   * judge stops at the first failed test: the verdict is already decided, and the time goes to the
   * next entrant's submission.
   */
  scoresEveryTest: boolean;
}

export const contestRuleInfo: Record<ContestRule, ContestRuleInfo> = {
  acm: { label: 'ACM', ranking: '按通过题数与罚时排名', board: 'solved-penalty', freezes: true, scoresEveryTest: false },
  oi: { label: 'OI', ranking: '按得分排名', board: 'score', freezes: false, scoresEveryTest: true },
};

/** The names of the rules whose board may freeze ('ACM'), for the message refusing a freeze elsewhere. */
export function freezingRuleLabels(): string {
  return contestRuleNames.filter((r) => contestRuleInfo[r].freezes).map((r) => contestRuleInfo[r].label).join('、');
}
