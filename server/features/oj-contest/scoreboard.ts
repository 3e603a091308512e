/**
 * Contest standings from judged submissions, a pure function so the rules are tested alone.
 * ACM: solved count, then penalty = minutes from the start to each first acceptance plus 20 per
 * rejected try before it; compile errors and system errors cost nothing. During the freeze a
 * non-staff reader sees tries made after the freeze began as pending. OI: the sum of each
 * problem's best score (0–100).
 */
export interface BoardSubmission {
  submitterId: number;
  problemId: number;
  status: string;
  verdict: string | null;
  score: number | null;
  createdAt: Date;
}

export interface BoardContest {
  rule: 'acm' | 'oi';
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

export const penaltyMinutesPerReject = 20;
/** Verdicts that are not the contestant's wrong answer: they add no penalty. */
const freeVerdicts = new Set(['CE', 'SE']);

export function letterOf(position: number): string {
  return String.fromCharCode(65 + position);
}

/** When the board freezes for non-staff readers; null when the contest has no freeze (or is OI). */
export function freezeStart(contest: BoardContest): Date | null {
  if (contest.rule !== 'acm' || contest.freezeMinutes <= 0) return null;
  return new Date(contest.endAt.getTime() - contest.freezeMinutes * 60_000);
}

/** Frozen while the freeze lasts, i.e. until the end; afterwards everyone sees the results. */
export function isFrozenFor(contest: BoardContest, now: Date, staffView: boolean): boolean {
  const from = freezeStart(contest);
  return !staffView && from !== null && now >= from && now < contest.endAt;
}

function acmCell(letter: string, tries: BoardSubmission[], contest: BoardContest, frozenFrom: Date | null): BoardCell {
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
}

function oiCell(letter: string, tries: BoardSubmission[]): BoardCell {
  const judged = tries.filter((t) => t.status === 'finished');
  const best = judged.length ? Math.max(...judged.map((t) => Math.round((t.score ?? 0) * 100))) : null;
  return { letter, accepted: best === 100, attempts: judged.length, pending: tries.length - judged.length, acMinutes: null, score: best };
}

export function computeBoard(
  contest: BoardContest,
  problemIds: readonly number[],
  entrants: readonly BoardEntrant[],
  submissions: readonly BoardSubmission[],
  frozen: boolean,
): BoardRow[] {
  const frozenFrom = frozen ? freezeStart(contest) : null;
  const inWindow = submissions
    .filter((s) => s.createdAt >= contest.startAt && s.createdAt < contest.endAt)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = entrants.map((entrant) => {
    const mine = inWindow.filter((s) => s.submitterId === entrant.studentId);
    const cells = problemIds.map((problemId, i) => {
      const tries = mine.filter((s) => s.problemId === problemId);
      return contest.rule === 'acm' ? acmCell(letterOf(i), tries, contest, frozenFrom) : oiCell(letterOf(i), tries);
    });
    const solvedCells = cells.filter((c) => c.accepted);
    return {
      ...entrant,
      rank: 0,
      solved: solvedCells.length,
      penalty: contest.rule === 'acm' ? solvedCells.reduce((sum, c) => sum + (c.acMinutes ?? 0) + penaltyMinutesPerReject * c.attempts, 0) : 0,
      score: contest.rule === 'oi' ? cells.reduce((sum, c) => sum + (c.score ?? 0), 0) : 0,
      cells,
    };
  });
  const key = (r: BoardRow) => (contest.rule === 'acm' ? [-r.solved, r.penalty] : [-r.score, 0]);
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
