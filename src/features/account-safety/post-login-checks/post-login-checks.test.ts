import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkTiming } from '../../../../shared/account-safety/post-login-timing';
import { sessionStore } from '../../../providers/session-store';
import { logoutLocally } from '../../../providers/local-logout';
import { checkFlagKey, sessionCheckFlags } from './check-flags';
import { CheckState, type CheckName } from './check-states';
import { PostLoginChecks, type CheckFlags } from './post-login-checks';

function memoryFlags(initial: CheckName[] = []): CheckFlags & { names: Set<CheckName> } {
  const names = new Set<CheckName>(initial);
  return { names, has: (n) => names.has(n), set: (n) => void names.add(n) };
}

const staffContext = { staff: true, backOffice: false };

describe('post-login checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(results: Partial<Record<CheckName, boolean | Error>>, flags = memoryFlags()) {
    const calls: CheckName[] = [];
    const runner = (name: CheckName) => () => {
      calls.push(name);
      const result = results[name] ?? false;
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    };
    const log = vi.fn();
    const checks = new PostLoginChecks({ notice: runner('notice'), phone: runner('phone'), password: runner('password') }, flags, log);
    return { checks, calls, flags, log };
  }

  it('starts 200 ms after the route is ready, runs the notice check first and the others 20 ms later', async () => {
    const { checks, calls } = setup({});
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(checkTiming.globalStartMs - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['notice']);
    await vi.advanceTimersByTimeAsync(checkTiming.deferredCheckMs - 1);
    expect(calls).toEqual(['notice']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['notice', 'phone', 'password']);
    expect(checks.getSnapshot().states).toEqual({ notice: CheckState.done, phone: CheckState.done, password: CheckState.done });
  });

  it('shows dialogs by priority (notice, phone, password), each 500 ms after the previous completes', async () => {
    const { checks, flags } = setup({ notice: true, phone: true, password: true });
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(checkTiming.globalStartMs + checkTiming.deferredCheckMs);
    expect(checks.getSnapshot()).toMatchObject({ current: null, states: { notice: CheckState.mustShow, phone: CheckState.mustShow, password: CheckState.mustShow } });
    await vi.advanceTimersByTimeAsync(checkTiming.dialogResolutionMs - 1);
    expect(checks.getSnapshot().current).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(checks.getSnapshot().current).toBe('notice');

    checks.complete('notice');
    expect(flags.names.has('notice')).toBe(true);
    expect(checks.getSnapshot()).toMatchObject({ current: null, states: { notice: CheckState.done } });
    await vi.advanceTimersByTimeAsync(checkTiming.dialogResolutionMs);
    expect(checks.getSnapshot().current).toBe('phone');
    checks.complete('phone');
    await vi.advanceTimersByTimeAsync(checkTiming.dialogResolutionMs);
    expect(checks.getSnapshot().current).toBe('password');
    checks.complete('password');
    await vi.advanceTimersByTimeAsync(checkTiming.dialogResolutionMs);
    expect(checks.getSnapshot().current).toBeNull();
  });

  it('passes through state 1 while a check is under way', async () => {
    let finish!: (v: boolean) => void;
    const checks = new PostLoginChecks(
      { notice: () => new Promise((r) => (finish = r)), phone: async () => false, password: async () => false },
      memoryFlags(),
    );
    expect(checks.getSnapshot().states.notice).toBe(CheckState.unchecked);
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(checkTiming.globalStartMs);
    expect(checks.getSnapshot().states.notice).toBe(CheckState.checking);
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks.getSnapshot().states.notice).toBe(CheckState.mustShow);
  });

  it('checks students for the password only, and skips the phone in the back office', async () => {
    const student = setup({ notice: true, phone: true, password: true });
    student.checks.start({ staff: false, backOffice: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(student.calls).toEqual(['password']);
    expect(student.checks.getSnapshot().current).toBe('password');

    const admin = setup({ notice: true, phone: true });
    admin.checks.start({ staff: true, backOffice: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(admin.calls).toEqual(['notice', 'password']);
    expect(admin.checks.getSnapshot().states.phone).toBe(CheckState.done);
  });

  it('does not repeat a check whose session flag is set', async () => {
    const { checks, calls } = setup({ notice: true }, memoryFlags(['notice']));
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['phone', 'password']);
    expect(checks.getSnapshot().current).toBeNull();
  });

  it('logs a failing check and counts it as done', async () => {
    const { checks, log } = setup({ phone: new Error('boom'), password: true });
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('phone', expect.any(Error));
    expect(checks.getSnapshot()).toMatchObject({ states: { phone: CheckState.done }, current: 'password' });
  });

  it('starts once, and again only after a reset', async () => {
    const { checks, calls } = setup({});
    checks.start(staffContext);
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    checks.reset();
    checks.start(staffContext);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(6);
  });
});

describe('session check flags', () => {
  it('are stored under the flag prefix and cleared on logout', () => {
    sessionCheckFlags.set('phone');
    expect(sessionStorage.getItem(checkFlagKey('phone'))).toBe('1');
    expect(sessionCheckFlags.has('phone')).toBe(true);
    sessionStore.clearUser();
    logoutLocally('user');
    expect(sessionCheckFlags.has('phone')).toBe(false);
  });
});
