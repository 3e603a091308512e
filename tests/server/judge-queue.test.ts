import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojSubmissions } from '../../server/db/judge-tables';
import { createJudge, type Judge } from '../../server/judge';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { defaultLeaseMs, startJudgeWorkers, type JudgeTask } from '../../server/judge-queue/judge-workers';
import { submissionQueue } from '../../server/judge-queue/submission-queue';
import { backends, openTestDatabase } from './test-database';

const aPlusB = {
  right: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}',
  wrong: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);}',
};
const task: JudgeTask = {
  timeLimitMs: 1000,
  memoryLimitKb: 256 * 1024,
  tests: [
    { name: '1', input: '1 2\n', answer: '3\n' },
    { name: '2', input: '5 5\n', answer: '10\n' },
  ],
};
const submission = (source: string, problemId = 1, submitterId = 1) =>
  ({ schoolId: 1, problemId, submitterKind: 'student', submitterId, language: 'cpp', source }) as const;

async function waitUntil(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the judge queue');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends)('judge queue claims on %s', (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.drop();
  });
  const finish = (id: number, worker: string) =>
    submissionQueue.complete(database.db, id, worker, { verdict: 'AC', score: 1, timeMs: 0, memoryKb: 0, tests: [] });

  it('takes users in turn: with user A\'s four waiting and then user B\'s one, B\'s is claimed second', async () => {
    const a = [];
    for (let i = 0; i < 4; i += 1) a.push((await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 701))).id);
    const b = (await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 702))).id;
    const order: number[] = [];
    for (let i = 0; i < 5; i += 1) order.push((await submissionQueue.claim(database.db, `w#${i}`, 60_000))!.id);
    expect(order).toEqual([a[0], b, a[1], a[2], a[3]]);
    for (const [i, id] of order.entries()) await finish(id, `w#${i}`);
  });

  it('a user with submissions being judged waits behind users with none, also when slots free one by one', async () => {
    const a = [];
    for (let i = 0; i < 3; i += 1) a.push((await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 711))).id);
    expect((await submissionQueue.claim(database.db, 'w#0', 60_000))!.id).toBe(a[0]);
    const b = [];
    for (let i = 0; i < 2; i += 1) b.push((await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 712))).id);
    // A has one being judged: B's first goes ahead of A's second.
    expect((await submissionQueue.claim(database.db, 'w#1', 60_000))!.id).toBe(b[0]);
    await finish(a[0], 'w#0');
    await finish(b[0], 'w#1');
    // Nobody is being judged now: A's second and B's second each come first in their owner's queue; the older goes first.
    expect((await submissionQueue.claim(database.db, 'w#2', 60_000))!.id).toBe(a[1]);
    expect((await submissionQueue.claim(database.db, 'w#3', 60_000))!.id).toBe(b[1]);
    expect((await submissionQueue.claim(database.db, 'w#4', 60_000))!.id).toBe(a[2]);
    for (const [w, id] of [[2, a[1]], [3, b[1]], [4, a[2]]]) await finish(id, `w#${w}`);
  });

  it('a claim whose lease lapses (its worker crashed) is taken over by another worker; a renewed one is not', async () => {
    const crashed = (await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 721))).id;
    const alive = (await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 722))).id;
    expect((await submissionQueue.claim(database.db, 'crashed#0', 300))!.id).toBe(crashed);
    expect((await submissionQueue.claim(database.db, 'alive#0', 300))!.id).toBe(alive);
    expect(await submissionQueue.claim(database.db, 'other#0', 5000)).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect(await submissionQueue.renew(database.db, alive, 'alive#0', 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    // Only the one that was not renewed is free again.
    expect(await submissionQueue.claim(database.db, 'other#0', 5000)).toMatchObject({ id: crashed, attempts: 2, lockedBy: 'other#0' });
    expect(await submissionQueue.claim(database.db, 'other#1', 5000)).toBeNull();
    expect(await submissionQueue.renew(database.db, crashed, 'crashed#0', 5000)).toBe(false);
    await finish(crashed, 'other#0');
    await finish(alive, 'alive#0');
  });

  it('leases are short by default, so a crashed worker\'s submission is free again within seconds', async () => {
    const id = (await submissionQueue.enqueue(database.db, submission(aPlusB.right, 1, 731))).id;
    const claimed = (await submissionQueue.claim(database.db, 'w#0', defaultLeaseMs))!;
    expect(claimed.id).toBe(id);
    const leaseLeft = claimed.leaseExpiresAt!.getTime() - Date.now();
    expect(leaseLeft).toBeGreaterThan(0);
    expect(leaseLeft).toBeLessThanOrEqual(10_000);
    await finish(id, 'w#0');
  });
});

describe.skipIf(skipSandboxSuites).each(backends)('judge queue on %s', (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let judge: Judge;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    judge = createJudge();
  });
  afterAll(async () => {
    await judge.close();
    await database.drop();
  });

  const allFinished = async () => {
    const rows = await database.db.select().from(ojSubmissions);
    return rows.every((r) => r.status === 'finished');
  };

  it('judges queued submissions in worker slots and stores verdicts with per-test results', async () => {
    const right = await submissionQueue.enqueue(database.db, submission(aPlusB.right));
    const wrong = await submissionQueue.enqueue(database.db, submission(aPlusB.wrong));
    const workers = startJudgeWorkers({ db: database.db, judge, loadTask: async () => task, idlePollMs: 50 });
    try {
      await waitUntil(allFinished);
    } finally {
      await workers.stop();
    }
    const r = await submissionQueue.get(database.db, right.id);
    const w = await submissionQueue.get(database.db, wrong.id);
    expect(r).toMatchObject({ status: 'finished', verdict: 'AC', score: 1, attempts: 1, lockedBy: null });
    expect(r?.results).toHaveLength(2);
    expect(w).toMatchObject({ status: 'finished', verdict: 'WA' });
  });

  it('picks up a submission whose worker died mid-judging', async () => {
    const orphan = await submissionQueue.enqueue(database.db, submission(aPlusB.right));
    // A worker on another machine claimed it, then vanished: its lease runs out.
    expect((await submissionQueue.claim(database.db, 'dead-worker#0', 1))?.id).toBe(orphan.id);
    await new Promise((r) => setTimeout(r, 20));
    const workers = startJudgeWorkers({ db: database.db, judge, loadTask: async () => task, idlePollMs: 50 });
    try {
      await waitUntil(allFinished);
    } finally {
      await workers.stop();
    }
    expect(await submissionQueue.get(database.db, orphan.id)).toMatchObject({ verdict: 'AC', attempts: 2 });
    // The dead worker's late answer is ignored.
    expect(await submissionQueue.complete(database.db, orphan.id, 'dead-worker#0', { verdict: 'WA', score: 0, timeMs: 0, memoryKb: 0, tests: [] })).toBe(false);
  });

  it('judges each submission exactly once when several worker processes share the queue', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await submissionQueue.enqueue(database.db, submission(i % 2 ? aPlusB.right : aPlusB.wrong, 100 + i))).id);
    let judged = 0;
    const machines = ['machine-a', 'machine-b'].map((workerId) =>
      startJudgeWorkers({ db: database.db, judge, workerId, loadTask: async () => task, idlePollMs: 20, onJudged: () => (judged += 1) }),
    );
    try {
      await waitUntil(allFinished);
    } finally {
      await Promise.all(machines.map((m) => m.stop()));
    }
    expect(judged).toBe(12);
    for (const [i, id] of ids.entries()) {
      expect(await submissionQueue.get(database.db, id)).toMatchObject({ attempts: 1, verdict: i % 2 ? 'AC' : 'WA' });
    }
  });

  it('finishes with a system error when the problem has no test data', async () => {
    const lost = await submissionQueue.enqueue(database.db, submission(aPlusB.right, 999));
    const workers = startJudgeWorkers({ db: database.db, judge, loadTask: async () => null, idlePollMs: 50 });
    try {
      await waitUntil(allFinished);
    } finally {
      await workers.stop();
    }
    const [row] = await database.db.select().from(ojSubmissions).where(eq(ojSubmissions.id, lost.id));
    expect(row).toMatchObject({ verdict: 'SE', systemMessage: '题目不存在或没有测试数据' });
  });

  it('a slot survives test data that fails to load and a checker that fails to compile', async () => {
    const unreadable = await submissionQueue.enqueue(database.db, submission(aPlusB.right, 501));
    const badChecker = await submissionQueue.enqueue(database.db, submission(aPlusB.right, 502));
    const fine = await submissionQueue.enqueue(database.db, submission(aPlusB.right, 503));
    const loadTask = async (row: { problemId: number }): Promise<JudgeTask> => {
      if (row.problemId === 501) throw new Error('connection reset while reading oj_problem_tests');
      if (row.problemId === 502) return { ...task, checker: { kind: 'special', source: 'int main( { return 0; }' } };
      return task;
    };
    // One slot, so the third submission is judged by the very slot that met both failures.
    const workers = startJudgeWorkers({ db: database.db, judge, slots: 1, claimAhead: 0, loadTask, idlePollMs: 50 });
    try {
      await waitUntil(allFinished);
    } finally {
      await workers.stop();
    }
    expect(await submissionQueue.get(database.db, unreadable.id)).toMatchObject({
      status: 'finished', verdict: 'SE', systemMessage: '读取题目测试数据失败：connection reset while reading oj_problem_tests', attempts: 1,
    });
    const checkerRow = await submissionQueue.get(database.db, badChecker.id);
    expect(checkerRow).toMatchObject({ status: 'finished', verdict: 'SE', attempts: 1 });
    expect(checkerRow?.systemMessage).toContain('特判程序编译失败');
    expect(await submissionQueue.get(database.db, fine.id)).toMatchObject({ status: 'finished', verdict: 'AC', attempts: 1 });
  });

  it('a program printing NUL gets its verdict at once, the output stored escaped', async () => {
    const nul = await submissionQueue.enqueue(database.db, submission('#include <cstdio>\nint main(){ fwrite("3\\0\\n", 1, 3, stdout); }', 601));
    const workers = startJudgeWorkers({ db: database.db, judge, loadTask: async () => task, idlePollMs: 50 });
    try {
      await waitUntil(allFinished, 20_000);
    } finally {
      await workers.stop();
    }
    const row = await submissionQueue.get(database.db, nul.id);
    expect(row).toMatchObject({ status: 'finished', verdict: 'WA', attempts: 1 });
    expect((row?.results as { outputPreview: string; message: string }[])[0]).toMatchObject({ outputPreview: '3\\0\n', message: 'token 1: expected "3", found "3\\0"' });
  });

  it('stops at the first failed test when the task says so, and scores every test otherwise', async () => {
    const tests = [{ name: '1', input: '1 2\n', answer: '3\n' }, { name: '2', input: '0 0\n', answer: '0\n' }, { name: '3', input: '5 5\n', answer: '10\n' }];
    // a-b: wrong on test 1, right on test 2 (0-0), wrong on test 3.
    const stop = await submissionQueue.enqueue(database.db, submission(aPlusB.wrong, 602));
    const all = await submissionQueue.enqueue(database.db, submission(aPlusB.wrong, 603));
    const loadTask = async (row: { problemId: number }): Promise<JudgeTask> => ({ ...task, tests, stopOnFirstFailure: row.problemId === 602 });
    const workers = startJudgeWorkers({ db: database.db, judge, loadTask, idlePollMs: 50 });
    try {
      await waitUntil(allFinished);
    } finally {
      await workers.stop();
    }
    const stopped = await submissionQueue.get(database.db, stop.id);
    expect((stopped?.results as { verdict: string }[]).map((t) => t.verdict)).toEqual(['WA']);
    const scored = await submissionQueue.get(database.db, all.id);
    expect((scored?.results as { verdict: string }[]).map((t) => t.verdict)).toEqual(['WA', 'AC', 'WA']);
    expect(scored?.score).toBeCloseTo(1 / 3);
  });

  it('a judging longer than its lease keeps it: the worker renews it, so no other worker takes the submission over', async () => {
    const slow = await submissionQueue.enqueue(database.db, submission('#include <unistd.h>\nint main(){ sleep(30); }', 604));
    const leaseMs = 300;
    const workers = startJudgeWorkers({ db: database.db, judge, workerId: 'holder', loadTask: async () => task, idlePollMs: 50, leaseMs });
    try {
      await waitUntil(async () => (await submissionQueue.get(database.db, slow.id))?.status === 'judging');
      // Compiling and then the idle limit (1 s) take several leases; another machine keeps trying meanwhile.
      let takenOver = false;
      while ((await submissionQueue.get(database.db, slow.id))?.status !== 'finished') {
        const other = await submissionQueue.claim(database.db, 'thief#0', 60_000);
        if (other) takenOver = true;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(takenOver).toBe(false);
    } finally {
      await workers.stop();
    }
    expect(await submissionQueue.get(database.db, slow.id)).toMatchObject({ verdict: 'TLE', attempts: 1 });
  });
});
