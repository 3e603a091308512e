import { describe, expect, it } from 'vitest';
import { dropEmptyEntries } from '../../../../shared/typing-progress';
import { startRun, summarize, typeKey } from './keystroke-run';
import { bounds, dailyStatus, recordRun, toSaveBody, type TypingProgress } from './progress';

const empty: TypingProgress = { typingHistory: {}, completedLevels: [] };
const at = new Date(2026, 10, 27, 10, 0, 0);

function summaryOf(text: string, typed = text) {
  const run = startRun(text);
  [...typed].forEach((key, i) => typeKey(run, key, i * 250));
  return summarize(run);
}

describe('empty entries are dropped before saving (section 5)', () => {
  it('drops empty, zero, null and undefined entries at every depth, keeps false and real values', () => {
    const record = { a: 0, b: null, c: undefined, d: '', e: [], f: {}, g: { h: 0, i: { j: null } }, k: [0, null, 3, {}], l: false, m: 'x', n: { o: 2 } };
    expect(dropEmptyEntries(record)).toEqual({ k: [3], l: false, m: 'x', n: { o: 2 } });
  });

  it('the save body of a run carries no zero counters', () => {
    const progress = recordRun(empty, { mode: 'basic-1', levelId: 'basic-1', summary: summaryOf('asdf'), stars: 1, at });
    const body = toSaveBody(progress);
    expect(body.typingHistory.sessions![0]).not.toHaveProperty('errors');
    expect(body.typingHistory.keys!.a).toEqual({ hits: 1 });
    expect(body.completedLevels).toEqual([{ levelId: 'basic-1', stars: 1, bestWpm: progress.completedLevels[0].bestWpm, bestAccuracy: 100 }]);
  });
});

describe('folding a run into the record', () => {
  it('adds key statistics, weak words, the day, and a level only once it is passed', () => {
    const failed = recordRun(empty, { mode: 'basic-1', levelId: 'basic-1', summary: summaryOf('cat sat', 'cxat sat'), stars: 0, at });
    expect(failed.completedLevels).toEqual([]);
    expect(failed.typingHistory.words).toEqual({ cat: 1 });
    expect(failed.typingHistory.days!['2026-11-27']).toMatchObject({ chars: 7, exercises: 1 });
    const passed = recordRun(failed, { mode: 'basic-1', levelId: 'basic-1', summary: summaryOf('cat sat'), stars: 2, at });
    // The x was typed where a was expected: the error is a's.
    expect(passed.typingHistory.keys!.a).toMatchObject({ hits: 5, errors: 1 });
    expect(passed.typingHistory.keys!.c).toMatchObject({ hits: 2, errors: 0 });
    expect(passed.completedLevels).toEqual([expect.objectContaining({ levelId: 'basic-1', stars: 2 })]);
    const worse = recordRun(passed, { mode: 'basic-1', levelId: 'basic-1', summary: summaryOf('cat sat'), stars: 1, at });
    expect(worse.completedLevels[0].stars).toBe(2);
  });

  it('keeps within the bounds the server enforces', () => {
    let progress = empty;
    for (let i = 0; i < bounds.sessions + 5; i += 1) progress = recordRun(progress, { mode: 'practice', summary: summaryOf('ab'), at });
    expect(progress.typingHistory.sessions).toHaveLength(bounds.sessions);
  });

  it('a race keeps the ghost of the fastest run only', () => {
    const ghostOf = (times: number[]) => ({ key: 'race-1', text: 'ab', times });
    let progress = recordRun(empty, { mode: 'race', summary: summaryOf('ab'), ghost: ghostOf([0, 500]), at });
    progress = recordRun(progress, { mode: 'race', summary: summaryOf('ab'), ghost: ghostOf([0, 900]), at });
    expect(progress.typingHistory.ghosts!['race-1'].times).toEqual([0, 500]);
    progress = recordRun(progress, { mode: 'race', summary: summaryOf('ab'), ghost: ghostOf([0, 300]), at });
    expect(progress.typingHistory.ghosts!['race-1'].times).toEqual([0, 300]);
  });

  it('daily goal minutes and the streak of consecutive days', () => {
    const days = { '2026-11-27': { ms: 5 * 60000 }, '2026-11-26': { ms: 1000 }, '2026-11-25': { ms: 1000 }, '2026-11-23': { ms: 1000 } };
    expect(dailyStatus({ days, settings: { dailyGoal: 15 } }, at)).toEqual({ minutesToday: 5, streak: 3, goal: 15 });
    // Nothing yet today: yesterday's streak still stands.
    expect(dailyStatus({ days }, new Date(2026, 10, 28, 9))).toMatchObject({ minutesToday: 0, streak: 3, goal: 10 });
  });
});
