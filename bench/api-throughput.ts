/**
 * Throughput of the calls every page load makes, through a real server listening on a socket:
 * sign-in, freshData of each session kind, a page check (the cheapest authenticated call: the
 * session lookup, the caller's permissions and one set lookup) and, for comparison, a
 * principal's paged student list. The server runs in a child process on a fresh database (PGlite
 * in memory, then a PostgreSQL database created and dropped for the run) seeded with the demo
 * data; this process keeps CONNECTIONS requests in flight for SECONDS per call.
 *
 *   npx tsx bench/api-throughput.ts                      PGlite, and PostgreSQL when it answers
 *   BENCH_SECONDS=3 BENCH_CONNECTIONS=20 npx tsx ...     shorter run
 *   BENCH_BACKENDS=postgres npx tsx ...                  one database only
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { demoAccounts, seedDemoData } from '../server/seed/demo-data';
import { encodePasswordForTransport } from '../shared/password-transport';
import { loginPaths } from '../tests/server/test-app';
import { backends as reachableBackends, openTestDatabase, type Backend } from '../tests/server/test-database';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = 1;

/** The server side: a seeded app on a fresh database, listening on a free port until told to stop. */
async function serve(backend: Backend): Promise<void> {
  const database = await openTestDatabase(backend);
  await seedDemoData(database.db, { scale: 'none' });
  const config = { ...readConfig({}), webDist: '/nonexistent' };
  // No judge workers: they would only poll the queue and take CPU from the calls measured.
  const app = await buildApp({ db: database.db, config, logger: false, judgeWorkers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async () => {
    await app.close();
    await database.drop();
    process.exit(0);
  });
}

function startServer(backend: Backend): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', backend], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, base: `http://127.0.0.1:${m.port}` }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

interface Call {
  name: string;
  url: string;
  body?: unknown;
  token?: string;
}

async function call(base: string, c: Call): Promise<any> {
  const res = await fetch(base + c.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(c.token ? { authorization: c.token } : {}) },
    body: JSON.stringify(c.body ?? {}),
  });
  const answer = await res.json();
  if (res.status !== 200 || answer.success === false) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

interface Result {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Keeps `connections` calls in flight for `duration` seconds; every answer must be a success. */
async function load(base: string, c: Call, duration: number): Promise<Result> {
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      await call(base, c);
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  return { name: c.name, requests: latencies.length, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

const signIn = (kind: keyof typeof loginPaths, account: { userName: string; password: string }): Call => ({
  name: `sign-in (${kind})`,
  url: loginPaths[kind],
  body: { userName: account.userName, password: encodePasswordForTransport(account.password), captchaVerifyParam: '' },
});

async function benchmark(backend: Backend): Promise<Result[]> {
  const { child, base } = await startServer(backend);
  try {
    const token = async (kind: keyof typeof loginPaths, account: { userName: string; password: string }) =>
      (await call(base, signIn(kind, account))).content.token as string;
    const principal = await token('staff', demoAccounts.principal);
    const teacher = await token('staff', demoAccounts.teacher);
    const student = await token('student', demoAccounts.student);
    const admin = await token('admin', demoAccounts.admin);
    const calls: Call[] = [
      signIn('staff', demoAccounts.teacher),
      { name: 'freshData (staff, teacher)', url: '/java-api/school/tch/freshData', token: teacher },
      { name: 'freshData (staff, principal)', url: '/java-api/school/tch/freshData', token: principal },
      { name: 'freshData (student)', url: '/java-api/student/stu/freshData', token: student },
      { name: 'freshData (admin)', url: '/java-api/auth/new/freshData', token: admin },
      { name: 'page check (session lookup)', url: '/java-api/auth/sch/checkPagePermission', body: { permission_key: 'ojProblemList' }, token: teacher },
      { name: 'student list (principal, page 1)', url: '/java-api/school/stu/queryList', body: { pageNum: 1, pageSize: 20 }, token: principal },
    ];
    const results: Result[] = [];
    for (const c of calls) {
      await load(base, c, warmupSeconds);
      results.push(await load(base, c, seconds));
    }
    return results;
  } finally {
    await stopServer(child);
  }
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] as Backend);
} else {
  const wanted = process.env.BENCH_BACKENDS?.split(',') ?? reachableBackends;
  // The figures depend on how busy the machine is: say so with them.
  const loadNow = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`${new Date().toISOString()} load average ${loadNow()}; ${connections} connections, ${seconds} s per call (after ${warmupSeconds} s warm-up)`);
  for (const backend of reachableBackends.filter((b) => wanted.includes(b))) {
    const results = await benchmark(backend);
    for (const r of results) {
      console.log(
        `${backend.padEnd(8)} ${r.name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} requests)`,
      );
    }
    console.log(`${backend.padEnd(8)} load average ${loadNow()}`);
  }
}
