import { describe, expect, it } from 'vitest';
import { perMonth } from './data-history-page';

describe('perMonth', () => {
  it('sums days into their months, in order, keeping each kind apart', () => {
    const day = (date: string, staff: number, student: number, admin = 0, failed = 0) => ({ date, staff, student, admin, failed });
    expect(perMonth([day('2026-01-30', 1, 2), day('2026-01-31', 3, 4, 1), day('2026-02-01', 5, 0, 0, 2)])).toEqual([
      { date: '2026-01', staff: 4, student: 6, admin: 1, failed: 0 },
      { date: '2026-02', staff: 5, student: 0, admin: 0, failed: 2 },
    ]);
    expect(perMonth([])).toEqual([]);
  });
});
