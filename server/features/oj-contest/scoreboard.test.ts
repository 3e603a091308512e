import { describe, expect, it } from 'vitest';
import { computeBoard, freezeStart, isFrozenFor, type BoardContest, type BoardSubmission } from './scoreboard';

const start = new Date('2026-01-01T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const acm: BoardContest = { rule: 'acm', startAt: start, endAt: at(300), freezeMinutes: 60 };
const entrants = [1, 2, 3].map((id) => ({ studentId: id, realName: `选手${id}`, schoolName: null }));
const sub = (submitterId: number, problemId: number, verdict: string | null, minute: number, extra: Partial<BoardSubmission> = {}): BoardSubmission => ({
  submitterId,
  problemId,
  status: 'finished',
  verdict,
  score: verdict === 'AC' ? 1 : 0,
  createdAt: at(minute),
  ...extra,
});

describe('contest board', () => {
  it('freezes the last minutes of an ACM contest for non-staff only, and only until the end', () => {
    expect(freezeStart(acm)).toEqual(at(240));
    expect(isFrozenFor(acm, at(239), false)).toBe(false);
    expect(isFrozenFor(acm, at(240), false)).toBe(true);
    expect(isFrozenFor(acm, at(250), true)).toBe(false);
    expect(isFrozenFor(acm, at(300), false)).toBe(false);
    expect(freezeStart({ ...acm, rule: 'oi' })).toBeNull();
  });

  it('equal solved and penalty share a rank; the next place skips', () => {
    const rows = computeBoard(acm, [10], entrants, [sub(1, 10, 'AC', 30), sub(2, 10, 'AC', 30), sub(3, 10, 'WA', 10)], false);
    expect(rows.map((r) => [r.studentId, r.rank, r.solved, r.penalty])).toEqual([
      [1, 1, 1, 30],
      [2, 1, 1, 30],
      [3, 3, 0, 0],
    ]);
  });

  it('ignores tries outside the window and counts unjudged tries as pending', () => {
    const rows = computeBoard(acm, [10], entrants.slice(0, 1), [sub(1, 10, 'AC', -5), sub(1, 10, 'AC', 301), sub(1, 10, null, 20, { status: 'queued' })], false);
    expect(rows[0].cells[0]).toMatchObject({ accepted: false, attempts: 0, pending: 1 });
  });

  it('shows frozen tries as pending without revealing their verdict', () => {
    const tries = [sub(1, 10, 'WA', 250), sub(1, 10, 'AC', 260)];
    expect(computeBoard(acm, [10], entrants.slice(0, 1), tries, true)[0].cells[0]).toMatchObject({ accepted: false, attempts: 0, pending: 2 });
    expect(computeBoard(acm, [10], entrants.slice(0, 1), tries, false)[0]).toMatchObject({ solved: 1, penalty: 260 + 20 });
  });

  it('OI keeps each problem\'s best score and ranks by the sum', () => {
    const oi: BoardContest = { ...acm, rule: 'oi', freezeMinutes: 0 };
    const rows = computeBoard(oi, [10, 11], entrants.slice(0, 2), [sub(1, 10, 'WA', 1, { score: 0.4 }), sub(1, 10, 'WA', 2, { score: 0.1 }), sub(1, 11, 'AC', 3), sub(2, 10, 'AC', 4)], false);
    expect(rows.map((r) => [r.studentId, r.score, r.rank])).toEqual([
      [1, 140, 1],
      [2, 100, 2],
    ]);
    expect(rows[0].cells.map((c) => c.score)).toEqual([40, 100]);
  });
});
