import { hostname } from 'node:os';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { loadJudgeTask } from './features/oj/judge-task';
import { createJudge } from './judge';
import { announceJudgeReadiness } from './judge-queue/judge-readiness';
import { defaultLeaseMs, startJudgeWorkers } from './judge-queue/judge-workers';
import { verdictHooks } from './judge-hooks';

/**
 * A judge-only process (`npm run judge-worker`): takes submissions from the PostgreSQL queue that
 * the app servers fill and judges them in this machine's sandbox, so judging scales by adding
 * machines. Run the app servers with JUDGE_WORKERS=0 if only workers should judge.
 */

/** One JSON line per event, like the server's pino logs, so both can go to the same collector. */
function logLine(level: 'info' | 'error', obj: object, msg: string): void {
  const fields = Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]),
  );
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), name: 'judge-worker', ...fields, msg });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
const log = { info: (obj: object, msg: string) => logLine('info', obj, msg), error: (obj: object, msg: string) => logLine('error', obj, msg) };

/** How long SIGTERM waits for judgings under way before giving them back to the queue. */
const stopGraceMs = Number(process.env.JUDGE_STOP_GRACE_MS ?? 30_000);
/** How long a claim lasts without renewal: after a crash, another worker takes the submission over this much later. */
const leaseMs = Number(process.env.JUDGE_LEASE_MS ?? defaultLeaseMs);

async function main(): Promise<number> {
  const config = readConfig();
  if (!config.databaseUrl) {
    // PGlite is an embedded, single-process database: a second process cannot share its queue.
    log.error({}, '判题工作进程需要 DATABASE_URL（PostgreSQL）：内置数据库 PGlite 只能由一个进程使用，请在服务器进程内判题（JUDGE_WORKERS 不设为 0）。The judge worker needs DATABASE_URL (PostgreSQL); PGlite is single-process.');
    return 2;
  }
  const database = await openDatabase(config);
  // Same lock as the app servers: whichever process starts first brings the tables up to date.
  await database.migrate();
  const judge = createJudge();
  const check = await announceJudgeReadiness(judge, log);
  if (!check.ok) {
    // Unlike an app server, a worker that cannot judge must not take submissions: a healthy worker should get them.
    await judge.close();
    await database.close();
    return 3;
  }
  // A verdict pays first-accepted coins in its own transaction and then scores an exam answer (reads of the sheet also catch up should this process die first).
  const workers = startJudgeWorkers({ db: database.db, judge, loadTask: (row) => loadJudgeTask(database.db, row), ...verdictHooks(database.db, log), leaseMs, log });

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, graceMs: stopGraceMs }, 'judge worker stopping: finishing judgings under way');
      await workers.stop({ graceMs: stopGraceMs });
      await judge.close();
      await database.close();
      log.info({}, 'judge worker stopped');
      resolve(0);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log.error({ err: error }, 'judge worker failed');
    process.exit(1);
  },
);
