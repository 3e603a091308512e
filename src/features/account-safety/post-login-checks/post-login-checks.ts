import { checkTiming } from '../../../../shared/account-safety/post-login-timing';
import { CheckState, checkNames, type CheckName, type CheckStateValue } from './check-states';

/** Says whether a check's dialog must show. A rejection is logged and counts as done. */
export type CheckRunner = () => Promise<boolean>;

export interface CheckContext {
  /** Only staff are checked for notices and phone. */
  staff: boolean;
  /** The phone check is skipped in the back office. */
  backOffice: boolean;
}

/** The session flag that stops a dismissed or skipped check from repeating (cleared on logout). */
export interface CheckFlags {
  has(name: CheckName): boolean;
  set(name: CheckName): void;
}

export interface CheckSnapshot {
  states: Record<CheckName, CheckStateValue>;
  /** The dialog on screen, if any. */
  current: CheckName | null;
}

const initialStates = (): Record<CheckName, CheckStateValue> => ({ notice: CheckState.unchecked, phone: CheckState.unchecked, password: CheckState.unchecked });

/**
 * The post-login checks of section 4 as a small state machine, independent of React:
 * the sequence starts 200 ms after the route is ready; the notice check runs first, the phone
 * and password checks 20 ms after it; 500 ms after checks settle the highest-priority dialog
 * that must show becomes current; when it reports completion its flag is stored and, 500 ms
 * later, the next one is resolved.
 */
export class PostLoginChecks {
  private snapshot: CheckSnapshot = { states: initialStates(), current: null };
  private listeners = new Set<() => void>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private started = false;

  constructor(
    private readonly runners: Record<CheckName, CheckRunner>,
    private readonly flags: CheckFlags,
    private readonly log: (name: CheckName, error: unknown) => void = (name, error) => console.error(`post-login check ${name} failed`, error),
  ) {}

  getSnapshot = (): CheckSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called once the route is ready; later calls are ignored until reset. */
  start(context: CheckContext): void {
    if (this.started) return;
    this.started = true;
    this.later(checkTiming.globalStartMs, () => {
      void this.runCheck('notice', context).then(() => {
        this.later(checkTiming.deferredCheckMs, () => {
          void Promise.all([this.runCheck('phone', context), this.runCheck('password', context)]).then(() => this.resolveLater());
        });
      });
    });
  }

  /** The current dialog was dismissed, skipped or done: remember it for the session and move on. */
  complete(name: CheckName): void {
    this.flags.set(name);
    this.setState(name, CheckState.done);
    if (this.snapshot.current === name) this.update({ current: null });
    this.resolveLater();
  }

  /** Forget everything (logout); pending timers are dropped. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.started = false;
    this.update({ states: initialStates(), current: null });
  }

  private applies(name: CheckName, context: CheckContext): boolean {
    if (this.flags.has(name)) return false;
    if (name === 'notice') return context.staff;
    if (name === 'phone') return context.staff && !context.backOffice;
    return true;
  }

  private async runCheck(name: CheckName, context: CheckContext): Promise<void> {
    if (!this.applies(name, context)) {
      this.setState(name, CheckState.done);
      return;
    }
    this.setState(name, CheckState.checking);
    try {
      this.setState(name, (await this.runners[name]()) ? CheckState.mustShow : CheckState.done);
    } catch (error) {
      this.log(name, error);
      this.setState(name, CheckState.done);
    }
  }

  private resolveLater(): void {
    this.later(checkTiming.dialogResolutionMs, () => {
      if (this.snapshot.current) return;
      const next = checkNames.find((name) => this.snapshot.states[name] === CheckState.mustShow) ?? null;
      if (next) this.update({ current: next });
    });
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private setState(name: CheckName, state: CheckStateValue): void {
    this.update({ states: { ...this.snapshot.states, [name]: state } });
  }

  private update(patch: Partial<CheckSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
