import { hostname } from 'node:os';
import type { Db } from '../db/client';
import type { CheckerSpec, Judge, JudgeResult, LanguageId, TestCase } from '../judge';
import { maxAttempts, submissionQueue, type SubmissionRow } from './submission-queue';

/** What a submission is judged against, looked up by whoever owns problems. */
export interface JudgeTask {
  timeLimitMs: number;
  memoryLimitKb: number;
  tests: TestCase[];
  checker?: CheckerSpec;
  /** Stop at the first failed test (the rule needs only the verdict); otherwise every test is scored. */
  stopOnFirstFailure?: boolean;
}

export interface JudgeWorkerOptions {
  db: Db;
  judge: Judge;
  loadTask(submission: SubmissionRow): Promise<JudgeTask | null>;
  /** Slots pulling from the queue; never more than the judge's own concurrency. */
  slots?: number;
  /**
   * Submissions the process holds claimed beyond its slots (default 1), so a slot that frees never
   * waits on the database. Kept small: a claimed submission waits for this process's slots, so every
   * extra claim is one that another user's later submission, or another machine, cannot take.
   * 0: claim only when a slot is free.
   */
  claimAhead?: number;
  workerId?: string;
  /**
   * How long a claim lasts unless renewed (default 5 s); renewed every third of it while the
   * submission waits or is judged. After a crash, another worker takes the submission over this
   * much later.
   */
  leaseMs?: number;
  idlePollMs?: number;
  /**
   * In the verdict's own transaction, once it is stored: what the verdict earns (a student's coins)
   * is written with it, so a crash between the two cannot lose it. A failure here leaves the verdict
   * unstored: the lease runs out and the submission is judged again.
   */
  withVerdict?(tx: Db, submission: SubmissionRow, result: JudgeResult): Promise<unknown>;
  /** After a verdict is stored and committed (what may be redone later, e.g. scoring an exam answer); awaited, and its failure is only logged. */
  onJudged?(submission: SubmissionRow, result: JudgeResult): unknown;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface JudgeWorkers {
  /** Call after enqueueing in this process so an idle slot starts at once instead of at its next poll. */
  wake(): void;
  /**
   * Stops claiming; judgings under way finish and are stored first. With `graceMs`, judgings still
   * running after that long are given back to the queue (another worker judges them) and the judge
   * is closed to cut them short.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Short, so a crashed worker's submissions are judged by another within seconds; renewals keep long judgings. */
export const defaultLeaseMs = 5_000;

function systemError(message: string): JudgeResult {
  return { verdict: 'SE', score: 0, timeMs: 0, memoryKb: 0, systemMessage: message, tests: [] };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function startJudgeWorkers(options: JudgeWorkerOptions): JudgeWorkers {
  const { db, judge, loadTask, leaseMs = defaultLeaseMs, idlePollMs = 500 } = options;
  const slots = Math.max(1, Math.min(options.slots ?? judge.concurrency, judge.concurrency));
  const workerId = options.workerId ?? `${hostname()}:${process.pid}`;
  let stopped = false;
  /** Submission id claimed by each slot right now (slot → id, keyed by the slot's worker id). */
  const claimed = new Map<string, number>();
  let sleepers: (() => void)[] = [];

  const wake = () => {
    const waiting = sleepers;
    sleepers = [];
    for (const resume of waiting) resume();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleepers = sleepers.filter((s) => s !== resume);
        resolve();
      }, idlePollMs);
      const resume = () => {
        clearTimeout(timer);
        resolve();
      };
      sleepers.push(resume);
    });

  async function judgeOne(row: SubmissionRow): Promise<JudgeResult> {
    if (row.attempts > maxAttempts) return systemError('判题多次中断，已停止重试');
    // A failure belongs to this one submission (SE with the reason); the slot goes on to the next.
    let task: JudgeTask | null;
    try {
      task = await loadTask(row);
    } catch (error) {
      options.log?.error({ err: error, submission: row.id }, 'loading the judge task failed');
      return systemError(`读取题目测试数据失败：${reasonOf(error)}`);
    }
    if (!task) return systemError('题目不存在或没有测试数据');
    try {
      return await judge.judge({ language: row.language as LanguageId, source: row.source, ...task });
    } catch (error) {
      return systemError(`判题失败：${reasonOf(error)}`);
    }
  }

  async function slotLoop(slot: number): Promise<void> {
    const id = `${workerId}#${slot}`;
    while (!stopped) {
      let row: SubmissionRow | null = null;
      try {
        row = await submissionQueue.claim(db, id, leaseMs);
      } catch (error) {
        options.log?.error({ err: error }, 'judge queue claim failed');
      }
      if (!row) {
        await idle();
        continue;
      }
      claimed.set(id, row.id);
      const renewal = setInterval(() => void submissionQueue.renew(db, row!.id, id, leaseMs).catch(() => undefined), leaseMs / 3);
      let result: JudgeResult;
      try {
        result = await judgeOne(row);
      } finally {
        clearInterval(renewal);
        claimed.delete(id);
      }
      try {
        const withVerdict = options.withVerdict;
        const stored = await submissionQueue.complete(db, row.id, id, result, withVerdict && ((tx) => withVerdict(tx, row!, result)));
        if (stored) await options.onJudged?.(row, result);
      } catch (error) {
        // The lease runs out and another slot judges it again: nothing is lost.
        options.log?.error({ err: error, submission: row.id }, 'storing a verdict failed');
      }
    }
  }

  // claimAhead loops more than slots: their database round trips (claim, load, store) overlap the
  // judging, while the judge's pool still runs no more sandboxes at once than it has slots.
  const claimAhead = Math.max(0, options.claimAhead ?? 1);
  const loops = Array.from({ length: slots + claimAhead }, (_, i) => slotLoop(i));
  options.log?.info({ workerId, slots, claimAhead }, 'judge workers started');
  return {
    wake,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      stopped = true;
      wake();
      const finished = Promise.all(loops);
      if (graceMs === undefined) return void (await finished);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (!timedOut) return;
      // complete() only stores for the current holder, so a verdict arriving after the release is ignored.
      for (const [slotId, submissionId] of claimed) {
        const released = await submissionQueue.release(db, submissionId, slotId).catch(() => false);
        options.log?.info({ submission: submissionId, released }, 'judging interrupted by stop: submission given back to the queue');
      }
      // Closing the judge kills the sandboxes, so the slots return at once instead of at the end of their runs.
      await judge.close();
      await finished;
    },
  };
}
