// "AC-behind-sleepers delay": one student submits 4 programs that sleep on every test, then another
// student submits a correct one. Prints how long the correct one waits until its verdict is stored,
// with worker slots = cores as in a server. Before the judge took users in turn, stopped at the first
// failed test and cut sleepers at CPU limit + 1 s, this was 30.4 s (4 × 5 tests × 3 s on 2 slots).
// Run: npx tsx bench/judge-fairness.ts   (DATABASE_URL=… for PostgreSQL, a scratch database; else PGlite)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client.js';
import { ojProblems, ojProblemTests } from '../server/db/schema.js';
import { loadJudgeTask } from '../server/features/oj/judge-task.js';
import { createJudge } from '../server/judge/index.js';
import { startJudgeWorkers } from '../server/judge-queue/judge-workers.js';
import { submissionQueue } from '../server/judge-queue/submission-queue.js';

const SLEEPERS = 4;
const TESTS = 5;
const sleeper = (i: number) => `#include <unistd.h>\nint main(void){ sleep(100); return ${i}; }\n`;
const correct = '#include <stdio.h>\nint main(void){ long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }\n';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await database.migrate();
const { db } = database;
const [problem] = await db.insert(ojProblems).values({ title: 'bench fairness', statement: 'a+b', visibility: 'platform', testCount: TESTS, timeLimitMs: 1000 }).returning();
for (let i = 1; i <= TESTS; i += 1) {
  await db.insert(ojProblemTests).values({ problemId: problem.id, position: i, name: String(i), input: `${i} ${i}\n`, answer: `${2 * i}\n` });
}
const submit = (submitterId: number, source: string) =>
  submissionQueue.enqueue(db, { schoolId: null, problemId: problem.id, submitterKind: 'student', submitterId, language: 'c', source });

const judge = createJudge();
const check = await judge.selfCheck();
if (!check.ok) throw new Error(check.reason);
console.log(`cores ${os.availableParallelism()}, slots ${judge.concurrency}, database ${database.kind}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

const finished = new Map<number, number>();
const workers = startJudgeWorkers({ db, judge, loadTask: (row) => loadJudgeTask(db, row), onJudged: (row) => finished.set(row.id, performance.now()) });
const start = performance.now();
const sleepers: number[] = [];
for (let i = 0; i < SLEEPERS; i += 1) {
  sleepers.push((await submit(1, sleeper(i))).id);
  workers.wake();
}
const acAt = performance.now();
const ac = (await submit(2, correct)).id;
workers.wake();
while (!finished.has(ac) || sleepers.some((id) => !finished.has(id))) await new Promise((r) => setTimeout(r, 10));
await workers.stop();
const verdict = (await submissionQueue.get(db, ac))?.verdict;
const sleeperRows = await Promise.all(sleepers.map((id) => submissionQueue.get(db, id)));
console.log(`AC-behind-sleepers delay: ${((finished.get(ac)! - acAt) / 1000).toFixed(2)} s from submitting to the verdict ${verdict} stored`);
console.log(
  `sleepers: ${sleeperRows.map((r) => `${r?.verdict} after ${(r?.results as unknown[]).length} test(s)`).join(', ')}; ` +
    `all ${SLEEPERS} judged ${((Math.max(...sleepers.map((id) => finished.get(id)!)) - start) / 1000).toFixed(2)} s after the first was submitted; load now ${os.loadavg()[0].toFixed(2)}`,
);
await judge.close();
await database.close();
