import { contestRules, type BoardContest, type BoardEntrant, type BoardRow, type BoardSubmission } from './rules';

/**
 * Contest standings from judged submissions, a pure function so the rules are tested alone.
 * How a problem scores, how a row totals and how rows rank is the contest rule's (rules/).
 */
export type { BoardCell, BoardContest, BoardEntrant, BoardRow, BoardSubmission } from './rules';

export function letterOf(position: number): string {
  return String.fromCharCode(65 + position);
}

/** When the board freezes for non-staff readers; null when the contest has no freeze (or its rule never freezes). */
export function freezeStart(contest: BoardContest): Date | null {
  if (!contestRules[contest.rule].freezes || contest.freezeMinutes <= 0) return null;
  return new Date(contest.endAt.getTime() - contest.freezeMinutes * 60_000);
}

/** Frozen while the freeze lasts, i.e. until the end; afterwards everyone sees the results. */
export function isFrozenFor(contest: BoardContest, now: Date, staffView: boolean): boolean {
  const from = freezeStart(contest);
  return !staffView && from !== null && now >= from && now < contest.endAt;
}

export function computeBoard(
  contest: BoardContest,
  problemIds: readonly number[],
  entrants: readonly BoardEntrant[],
  submissions: readonly BoardSubmission[],
  frozen: boolean,
): BoardRow[] {
  const rule = contestRules[contest.rule];
  const frozenFrom = frozen ? freezeStart(contest) : null;
  const inWindow = submissions
    .filter((s) => s.createdAt >= contest.startAt && s.createdAt < contest.endAt)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = entrants.map((entrant) => {
    const mine = inWindow.filter((s) => s.submitterId === entrant.studentId);
    const cells = problemIds.map((problemId, i) => rule.cell(letterOf(i), mine.filter((s) => s.problemId === problemId), contest, frozenFrom));
    return { ...entrant, rank: 0, solved: cells.filter((c) => c.accepted).length, ...rule.totals(cells), cells };
  });
  const key = (r: BoardRow) => rule.rankKey(r);
  rows.sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return a1 - b1 || a2 - b2 || a.studentId - b.studentId;
  });
  // Equal results share a rank (1, 1, 3).
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    row.rank = prev && key(prev)[0] === key(row)[0] && key(prev)[1] === key(row)[1] ? prev.rank : i + 1;
  });
  return rows;
}
