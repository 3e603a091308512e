import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojSubmissions } from '../../server/db/judge-tables';
import { createJudge, type Judge } from '../../server/judge';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { startJudgeWorkers, type JudgeTask } from '../../server/judge-queue/judge-workers';
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
const submission = (source: string, problemId = 1) =>
  ({ schoolId: 1, problemId, submitterKind: 'student', submitterId: 1, language: 'cpp', source }) as const;

async function waitUntil(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the judge queue');
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
});
