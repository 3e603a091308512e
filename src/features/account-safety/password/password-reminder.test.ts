import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, forgetPasswordStrength, ignoreReminderToday, needsPasswordReminder } from './password-reminder';

describe('password reminder', () => {
  beforeEach(() => localStorage.clear());
  const day1 = new Date(2026, 10, 22, 9);
  const day1Evening = new Date(2026, 10, 22, 23, 59);
  const day2 = new Date(2026, 10, 23, 0, 1);

  it('asks the server once a day and caches the answer locally', async () => {
    const check = vi.fn().mockResolvedValue(false);
    expect(await needsPasswordReminder('teacher', check, localStorage, day1)).toBe(true);
    expect(await needsPasswordReminder('teacher', check, localStorage, day1Evening)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    expect(await needsPasswordReminder('teacher', check, localStorage, day2)).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('shows nothing on a day that was ignored, and again the next day', async () => {
    const check = vi.fn().mockResolvedValue(false);
    ignoreReminderToday('teacher', localStorage, day1);
    expect(await needsPasswordReminder('teacher', check, localStorage, day1Evening)).toBe(false);
    expect(check).not.toHaveBeenCalled();
    expect(await needsPasswordReminder('teacher', check, localStorage, day2)).toBe(true);
  });

  it('does not remind about a strong password, and re-asks after a change', async () => {
    const check = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    expect(await needsPasswordReminder('t', check, localStorage, day1)).toBe(true);
    forgetPasswordStrength('t');
    expect(await needsPasswordReminder('t', check, localStorage, day1)).toBe(false);
  });

  it('uses the local calendar day', () => {
    expect(calendarDay(new Date(2026, 0, 2, 23, 30))).toBe('2026-01-02');
  });
});
