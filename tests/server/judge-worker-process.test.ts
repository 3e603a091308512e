import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { aPlusB, oj } from './oj-fixtures';
import { loginPaths } from './test-app';
import { backends } from './test-database';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `t_worker_${randomBytes(4).toString('hex')}`;
const started: ServerProcess[] = [];
const workers: ChildProcess[] = [];

interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm run judge-worker` as the operator starts it (without npm, so signals reach the process itself). */
function startWorker(env: Record<string, string>): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/judge-worker.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  workers.push(child);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  await Promise.all(started.map((s) => s.stop()));
  if (!backends.includes('postgres')) return;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
});

describe('npm run judge-worker', () => {
  it('refuses to start without DATABASE_URL, saying why', async () => {
    const worker = startWorker({ DATABASE_URL: '' });
    expect(await worker.exited).toBe(2);
    expect(worker.output()).toContain('判题工作进程需要 DATABASE_URL（PostgreSQL）');
  });

  it.skipIf(skipSandboxSuites || !backends.includes('postgres'))(
    'judges what an app with JUDGE_WORKERS=0 queued; SIGTERM gives an unfinished judging back, a crashed worker\'s is taken over',
    { timeout: 180_000 },
    async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString() };
      const db = new pg.Client({ connectionString: env.DATABASE_URL });

      const app = await startServerProcess({ ...env, JUDGE_WORKERS: '0' });
      started.push(app);
      expect(app.output()).toContain('本进程不判题（JUDGE_WORKERS=0）');
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
      const { userName, password } = demoAccounts.student;
      const token = (await post(loginPaths.student, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;
      const submit = async (source: string) => (await post(oj.submit, { problemId: 1, language: 'cpp', source }, token)).content.id as number;
      const detail = async (id: number) => (await post(oj.submission, { id }, token)).content;

      const right = await submit(aPlusB.right);
      await new Promise((r) => setTimeout(r, 1000));
      expect((await detail(right)).status).toBe('queued'); // nobody judges in the app process

      await db.connect();
      try {
        // A short grace: the sleeper below is stopped by the idle limit 1 s after it starts, and must still be running at the stop.
        const first = startWorker({ ...env, JUDGE_STOP_GRACE_MS: '100' });
        const judged = await until('the worker judges the queued submission', async () => {
          const d = await detail(right);
          return d.status === 'finished' ? d : undefined;
        });
        expect(judged).toMatchObject({ verdict: 'AC' });
        expect(judged.tests.length).toBeGreaterThan(0);
        expect(first.output()).toContain('判题沙箱就绪');
        const [row] = (await db.query('select locked_by, attempts from oj_submissions where id = $1', [right])).rows;
        expect(row.attempts).toBe(1);

        // A program that sleeps holds the slot until the idle limit; SIGTERM with a short grace gives it back.
        const sleeper = await submit('#include <unistd.h>\nint main(){ sleep(30); }');
        await until('the sleeper is being judged', async () => ((await detail(sleeper)).status === 'judging' ? true : undefined));
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(first.output()).toContain('judge worker stopped');
        const [back] = (await db.query('select status, locked_by, attempts from oj_submissions where id = $1', [sleeper])).rows;
        expect(back).toEqual({ status: 'queued', locked_by: null, attempts: 0 });

        // The next worker takes it from the queue, and crashes (SIGKILL) in the middle of judging it.
        const second = startWorker({ ...env, JUDGE_LEASE_MS: '2000' });
        await until('the second worker claims the sleeper', async () => {
          const [r] = (await db.query('select status, attempts from oj_submissions where id = $1', [sleeper])).rows;
          return r.status === 'judging' && r.attempts === 1 ? true : undefined;
        });
        second.child.kill('SIGKILL');
        await second.exited;

        // Its lease runs out and a third worker judges the submission to the end: not lost, not stuck in judging.
        const third = startWorker(env);
        const tle = await until('the third worker judges the sleeper', async () => {
          const d = await detail(sleeper);
          return d.status === 'finished' ? d : undefined;
        }, 120_000);
        expect(tle.verdict).toBe('TLE');
        const [done] = (await db.query('select attempts, locked_by from oj_submissions where id = $1', [sleeper])).rows;
        expect(done).toEqual({ attempts: 2, locked_by: null });
        third.child.kill('SIGTERM');
        expect(await third.exited).toBe(0);
      } finally {
        await db.end();
      }
    },
  );
});
