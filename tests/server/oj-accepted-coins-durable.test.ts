import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { ojProblems, ojSubmissions, starGrants, starRules, students } from '../../server/db/schema';
import type { Judge, JudgeResult } from '../../server/judge';
import { verdictHooks } from '../../server/judge-hooks';
import { startJudgeWorkers, type JudgeWorkerOptions } from '../../server/judge-queue/judge-workers';
import { submissionQueue } from '../../server/judge-queue/submission-queue';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A student's first accepted OJ problem pays its star coins in the verdict's own transaction: a
 * process that dies right after storing the verdict has already paid, and one that dies before the
 * commit has stored neither, so the submission is judged again (its lease runs out) and pays once.
 */
const accepted: JudgeResult = { verdict: 'AC', score: 1, timeMs: 1, memoryKb: 1, tests: [] };
const fakeJudge = { concurrency: 1, uids: [], judge: async () => accepted, run: async () => { throw new Error('unused'); }, selfCheck: async () => { throw new Error('unused'); }, close: async () => undefined } as unknown as Judge;
const silent = { info: () => undefined, error: () => undefined };

async function waitUntil(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the judge queue');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends)('first-accepted coins survive a crash on %s', (backend) => {
  let t: TestApp;
  let db: Db;
  let studentId: number;
  let schoolId: number;
  const problems: Array<{ id: number }> = [];
  const coins = (problemId: number) =>
    db.select({ amount: starGrants.amount }).from(starGrants).where(and(eq(starGrants.studentId, studentId), eq(starGrants.sourceKey, `ojProblem:${studentId}:${problemId}`)));
  const status = async (id: number) => (await db.select({ status: ojSubmissions.status, verdict: ojSubmissions.verdict }).from(ojSubmissions).where(eq(ojSubmissions.id, id)))[0];
  const submit = (problemId: number) => submissionQueue.enqueue(db, { schoolId, problemId, submitterKind: 'student', submitterId: studentId, language: 'python', source: 'print(3)' });
  const workers = (overrides: Partial<JudgeWorkerOptions>) =>
    startJudgeWorkers({ db, judge: fakeJudge, loadTask: async () => ({ timeLimitMs: 1000, memoryLimitKb: 65536, tests: [] }), slots: 1, claimAhead: 0, leaseMs: 600, idlePollMs: 50, log: silent, ...verdictHooks(db, silent), ...overrides });

  beforeAll(async () => {
    t = await startTestApp(backend);
    db = t.database.db;
    const [student] = await db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    studentId = student.id;
    schoolId = student.schoolId;
    await db.insert(starRules).values({ schoolId, campusId: student.campusId!, ojProblemCoins: 3, dailyLimit: 100 }).onConflictDoUpdate({ target: starRules.campusId, set: { ojProblemCoins: 3, dailyLimit: 100 } });
    problems.push(...(await db.select({ id: ojProblems.id }).from(ojProblems).orderBy(ojProblems.id).limit(2)));
  });
  afterAll(() => t.close());

  it('the process dies right after the verdict is stored: the coins were paid with it', async () => {
    const submission = await submit(problems[0].id);
    // Nothing that runs after the verdict's commit happens: the process is gone.
    const dying = workers({ onJudged: () => new Promise(() => undefined) });
    await waitUntil(async () => (await status(submission.id)).status === 'finished');
    expect(await coins(problems[0].id)).toEqual([{ amount: 3 }]);
    void dying.stop({ graceMs: 0 });
  });

  it('the process dies before the verdict commits: neither is stored, the next worker judges it again and pays once', async () => {
    const submission = await submit(problems[1].id);
    const hooks = verdictHooks(db, silent);
    let died = false;
    const dying = workers({
      withVerdict: async (tx, row, result) => {
        await hooks.withVerdict!(tx, row, result);
        died = true;
        throw new Error('进程在提交前退出');
      },
    });
    await waitUntil(async () => died);
    await dying.stop();
    expect(await status(submission.id)).toMatchObject({ status: 'judging', verdict: null });
    expect(await coins(problems[1].id)).toEqual([]);
    // Its lease runs out and a healthy worker takes it over.
    const healthy = workers({});
    await waitUntil(async () => (await status(submission.id)).status === 'finished');
    await healthy.stop();
    expect(await coins(problems[1].id)).toEqual([{ amount: 3 }]);
  });
});
