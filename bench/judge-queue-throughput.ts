// Judged single-test a+b C++ submissions per second through the whole queue path: rows in
// oj_submissions, SKIP LOCKED claims, the problem's tests loaded from the database, judging in the
// sandbox and the verdict stored — with worker slots = cores. bench/judge-throughput.ts measures
// the judge alone. Run: npx tsx bench/judge-queue-throughput.ts [submissions=1000] [claimAhead=default]
// Uses PostgreSQL when DATABASE_URL is set (a scratch database: it creates rows), else in-memory PGlite.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client.js';
import { ojProblems, ojProblemTests } from '../server/db/schema.js';
import { loadJudgeTask } from '../server/features/oj/judge-task.js';
import { createJudge } from '../server/judge/index.js';
import { startJudgeWorkers } from '../server/judge-queue/judge-workers.js';
import { submissionQueue } from '../server/judge-queue/submission-queue.js';

const TOTAL = Number(process.argv[2] ?? 1000);
const CLAIM_AHEAD = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const source = '#include <cstdio>\nint main(){ long long a,b; if(scanf("%lld %lld",&a,&b)!=2) return 1; printf("%lld\\n",a+b); }\n';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await database.migrate();
const { db } = database;
const [problem] = await db.insert(ojProblems).values({ title: 'bench a+b', statement: 'a+b', visibility: 'platform', testCount: 1 }).returning();
await db.insert(ojProblemTests).values({ problemId: problem.id, position: 1, name: '1', input: '40 2\n', answer: '42\n' });
const submit = () => submissionQueue.enqueue(db, { schoolId: null, problemId: problem.id, submitterKind: 'admin', submitterId: 1, language: 'cpp', source });

const judge = createJudge();
const check = await judge.selfCheck();
if (!check.ok) throw new Error(check.reason);

async function pass(n: number): Promise<{ seconds: number; bad: number }> {
  for (let i = 0; i < n; i += 1) await submit();
  let judged = 0;
  let bad = 0;
  let done!: () => void;
  const all = new Promise<void>((r) => (done = r));
  const start = performance.now();
  const workers = startJudgeWorkers({
    db,
    judge,
    loadTask: (row) => loadJudgeTask(db, row),
    idlePollMs: 20,
    claimAhead: CLAIM_AHEAD,
    onJudged: (_, result) => {
      if (result.verdict !== 'AC') bad += 1;
      if (++judged === n) done();
    },
  });
  await all;
  const seconds = (performance.now() - start) / 1000;
  await workers.stop();
  return { seconds, bad };
}

/** The same submissions straight to judge.judge(), for the cost of the queue path next to it under the same load. */
async function direct(n: number): Promise<number> {
  const task = await loadJudgeTask(db, { problemId: problem.id, contestId: null });
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: judge.concurrency * 2 }, async () => {
      while (next++ < n) await judge.judge({ language: 'cpp', source, ...task! });
    }),
  );
  return (performance.now() - start) / 1000;
}

console.log(`cores ${os.availableParallelism()}, slots ${judge.concurrency}, claimAhead ${CLAIM_AHEAD ?? 'default'}, database ${database.kind}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await pass(20); // compiles the source once, warms the database
const warm = await pass(TOTAL);
console.log(`queue: ${TOTAL} submissions judged and stored in ${warm.seconds.toFixed(2)} s = ${(TOTAL / warm.seconds).toFixed(0)} submissions/s` + (warm.bad ? ` (${warm.bad} not AC!)` : ' (all AC)'));
const alone = await direct(TOTAL);
console.log(`judge alone: ${TOTAL} in ${alone.toFixed(2)} s = ${(TOTAL / alone).toFixed(0)} submissions/s; load now ${os.loadavg()[0].toFixed(2)}`);
await judge.close();
await database.close();
