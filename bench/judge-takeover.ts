// "Takeover time after a crash": two judge worker processes share a PostgreSQL queue; the one that
// claims a submission is killed (SIGKILL) right after its claim. Prints how long until the other
// worker takes the submission over and until its verdict is stored. A claim is a lease of
// JUDGE_LEASE_MS (5 s by default) renewed while judging, so the takeover waits about one lease.
// Run: npx tsx bench/judge-takeover.ts [runs=3]
// Needs PostgreSQL (worker processes cannot share PGlite): a scratch database is created at
// TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/postgres) and dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/db/client.js';
import { ojProblems, ojProblemTests } from '../server/db/schema.js';
import { submissionQueue } from '../server/judge-queue/submission-queue.js';

const RUNS = Number(process.argv[2] ?? 3);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `bench_takeover_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
await database.migrate();
const { db } = database;
const [problem] = await db.insert(ojProblems).values({ title: 'bench takeover', statement: 'a+b', visibility: 'platform', testCount: 1 }).returning();
await db.insert(ojProblemTests).values({ problemId: problem.id, position: 1, name: '1', input: '40 2\n', answer: '42\n' });
const source = (run: number) => `#include <stdio.h>\nint main(void){ long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return ${run + 1}; printf("%lld\\n", a + b); return 0; }\n`;

const children = new Set<ChildProcess>();
/** `npm run judge-worker`, resolved once its sandbox is ready. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/judge-worker.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('判题沙箱就绪')) resolve(child);
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => reject(new Error(`judge worker exited with ${code}: ${output}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  console.log(`cores ${os.availableParallelism()}, lease ${process.env.JUDGE_LEASE_MS ?? 5000} ms, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const workers = await Promise.all([startWorker(), startWorker()]);
  for (let run = 0; run < RUNS; run += 1) {
    const row = await submissionQueue.enqueue(db, { schoolId: null, problemId: problem.id, submitterKind: 'admin', submitterId: 1, language: 'c', source: source(run) });
    let claimed = await submissionQueue.get(db, row.id);
    while (claimed?.status !== 'judging') {
      await sleep(5);
      claimed = await submissionQueue.get(db, row.id);
    }
    const holderPid = Number(claimed.lockedBy!.split(':')[1].split('#')[0]);
    const holder = workers.find((w) => w.pid === holderPid)!;
    holder.kill('SIGKILL');
    const killedAt = performance.now();
    let takenAt = 0;
    for (;;) {
      const now = await submissionQueue.get(db, row.id);
      if (!takenAt && now?.lockedBy && now.lockedBy !== claimed.lockedBy) takenAt = performance.now();
      if (now?.status === 'finished') {
        if (!takenAt) takenAt = performance.now();
        const done = performance.now();
        console.log(
          `run ${run + 1}: takeover time after a crash ${((takenAt - killedAt) / 1000).toFixed(2)} s (claimed by the other worker), ` +
            `${((done - killedAt) / 1000).toFixed(2)} s until its verdict ${now.verdict} was stored (attempts ${now.attempts})`,
        );
        break;
      }
      await sleep(20);
    }
    // A fresh worker replaces the killed one for the next run.
    workers[workers.indexOf(holder)] = await startWorker();
  }
} finally {
  for (const child of children) child.kill('SIGKILL');
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
console.log(`load now ${os.loadavg()[0].toFixed(2)}`);
