import type { ContestRule, ContestRuleInfo } from '../../../../shared/contest-rules';

/** One judged (or queued) try on a contest problem. */
export interface BoardSubmission {
  submitterId: number;
  problemId: number;
  status: string;
  verdict: string | null;
  score: number | null;
  createdAt: Date;
}

export interface BoardContest {
  rule: ContestRule;
  startAt: Date;
  endAt: Date;
  freezeMinutes: number;
}

export interface BoardEntrant {
  studentId: number;
  realName: string;
  schoolName: string | null;
}

export interface BoardCell {
  letter: string;
  accepted: boolean;
  attempts: number;
  pending: number;
  acMinutes: number | null;
  score: number | null;
}

export interface BoardRow extends BoardEntrant {
  rank: number;
  solved: number;
  penalty: number;
  score: number;
  cells: BoardCell[];
}

/**
 * A contest rule: how it scores one problem's tries, totals a row and ranks rows, beside the
 * shared description (name, form choice, whether the board may freeze).
 */
export interface ContestRuleDefinition extends ContestRuleInfo {
  /** One problem's cell from the entrant's tries in the contest window, oldest first; tries from `frozenFrom` on show as pending. */
  cell(letter: string, tries: readonly BoardSubmission[], contest: BoardContest, frozenFrom: Date | null): BoardCell;
  /** The row's totals from its cells. */
  totals(cells: readonly BoardCell[]): Pick<BoardRow, 'penalty' | 'score'>;
  /** The ranking key, smaller first; rows with equal keys share a rank. */
  rankKey(row: BoardRow): readonly [number, number];
}
