import { describe, expect, it } from 'vitest';
import { examStatus, questionsForSheet, sheetDeadline, sheetTotal, type FrozenQuestion } from './sheet-rules';

const clock = { state: 'published' as const, startAt: new Date('2026-11-27T08:00:00Z'), endAt: new Date('2026-11-27T10:00:00Z'), lateMinutes: 10, durationMinutes: 90 };
const q = (position: number): FrozenQuestion => ({
  position, questionId: position, score: 2, type: 1, title: `题${position}`, stem: 's', answer: 'A', analysis: null, ojProblemId: null, sectionTitle: null, sectionDescription: null,
  options: JSON.stringify([{ key: 'A', text: 'a' }, { key: 'B', text: 'b' }, { key: 'C', text: 'c' }, { key: 'D', text: 'd' }]),
});

describe('sheet rules', () => {
  it('status follows the clock, with the late minutes', () => {
    expect(examStatus(clock, new Date('2026-11-27T07:59:00Z'))).toBe('upcoming');
    expect(examStatus(clock, new Date('2026-11-27T10:05:00Z'))).toBe('running');
    expect(examStatus(clock, new Date('2026-11-27T10:10:00Z'))).toBe('ended');
    expect(examStatus({ ...clock, state: 'draft' }, new Date())).toBe('draft');
  });

  it('a deadline is the duration, never past the window plus late minutes', () => {
    expect(sheetDeadline(clock, new Date('2026-11-27T08:00:00Z')).toISOString()).toBe('2026-11-27T09:30:00.000Z');
    expect(sheetDeadline(clock, new Date('2026-11-27T09:30:00Z')).toISOString()).toBe('2026-11-27T10:10:00.000Z');
  });

  it('a sheet shows the same shuffled order every time, keeping option keys', () => {
    const list = Array.from({ length: 10 }, (_, i) => q(i + 1));
    const once = questionsForSheet(list, 7, { shuffleQuestions: true, shuffleOptions: true });
    expect(questionsForSheet(list, 7, { shuffleQuestions: true, shuffleOptions: true })).toEqual(once);
    expect(once.map((x) => x.position).sort((a, b) => a - b)).toEqual(list.map((x) => x.position));
    expect(once.map((x) => x.position)).not.toEqual(questionsForSheet(list, 8, { shuffleQuestions: true, shuffleOptions: true }).map((x) => x.position));
    expect(once[0].options.map((o) => o.key).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(questionsForSheet(list, 7, { shuffleQuestions: false, shuffleOptions: false }).map((x) => x.position)).toEqual(list.map((x) => x.position));
  });

  it('shuffles questions only within their section, so each section stays together in order', () => {
    const list = [1, 2, 3, 4, 5, 6].map((p) => ({ ...q(p), sectionTitle: p <= 3 ? '一、单选题' : '二、编程题' }));
    const orders = new Set<string>();
    for (let sheet = 1; sheet <= 20; sheet += 1) {
      const shown = questionsForSheet(list, sheet, { shuffleQuestions: true, shuffleOptions: false }).map((x) => x.position);
      expect(new Set(shown.slice(0, 3))).toEqual(new Set([1, 2, 3]));
      orders.add(shown.join(','));
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('a marker\'s score replaces the automatic one, never adds to it', () => {
    expect(sheetTotal([{ autoScore: 2, manualScore: null }, { autoScore: 1, manualScore: 3 }, { autoScore: null, manualScore: null }])).toEqual({ autoScore: 3, manualScore: 3, totalScore: 5, unmarked: 1 });
  });
});
