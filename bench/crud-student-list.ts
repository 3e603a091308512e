/**
 * Benchmark of the schema-driven engine's hottest call: the paged, filtered student list
 * (school with 100,000 students), through the whole server (session, permission keys,
 * contract validation, tenant scope, relation labels, envelope) versus the same two SQL
 * statements issued directly through the database driver.
 *
 *   npx tsx bench/crud-student-list.ts            PGlite, and PostgreSQL when it answers
 *   BENCH_ROWS=20000 BENCH_RUNS=100 npx tsx ...   smaller run
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { demoAccounts } from '../server/seed/demo-data';
import { startTestApp, type TestApp } from '../tests/server/test-app';
import { backends, type Backend } from '../tests/server/test-database';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 300);
const warmup = 30;

/** What the UI sends: second page of the north campus's current students, newest first. */
const body = { pageNum: 2, pageSize: 20, campusId: 1, state: 1 };

/** The engine's two statements for that body, written out for the driver. */
const pageSql = `select s.id, s.school_id, s.campus_id, s.class_id, s.user_name, s.real_name, s.code, s.phone, s.zone_auth, s.state,
  s.end_date, s.created_at, s.deleted_at, c.name as campus_name, k.name as class_name
  from students s
  left join campuses c on c.id = s.campus_id and c.school_id = $1
  left join classes k on k.id = s.class_id and k.school_id = $1
  where s.school_id = $1 and s.deleted_at is null and s.campus_id = $2 and s.state = $3
  order by s.id desc limit $4 offset $5`;
const countSql = 'select count(*) from students s where s.school_id = $1 and s.deleted_at is null and s.campus_id = $2 and s.state = $3';

async function seed(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`
    insert into students (school_id, campus_id, class_id, user_name, password_hash, real_name, code, state)
    select 1, case when g % 2 = 0 then 1 else 2 end, case when g % 2 = 0 then 1 end, 'bench' || g, 'x', '学生' || g, 'B' || g,
           case when g % 10 = 0 then 0 else 1 end
    from generate_series(1, ${rows}) g`);
  await t.database.db.execute(sql`analyze`);
}

type Query = (text: string, params: unknown[]) => Promise<unknown>;

function driverQuery(t: TestApp): Query {
  const client = (t.database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  return (text, params) => client.query(text, params);
}

interface Timing {
  median: number;
  p95: number;
}

/**
 * Times both ways in alternation, one sample each per round, so a busy machine weighs on both
 * alike and the ratio stays meaningful.
 */
async function timePair(a: () => Promise<void>, b: () => Promise<void>): Promise<[Timing, Timing]> {
  for (let i = 0; i < warmup; i += 1) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  const once = async (fn: () => Promise<void>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i += 1) {
    await once(a, samples[0]);
    await once(b, samples[1]);
  }
  return samples.map((list) => {
    list.sort((x, y) => x - y);
    return { median: list[Math.floor(runs / 2)], p95: list[Math.floor(runs * 0.95)] };
  }) as [Timing, Timing];
}

async function benchmark(backend: Backend) {
  const t = await startTestApp(backend);
  try {
    await seed(t);
    const token = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    const check = await t.post('/java-api/school/stu/queryList', body, token);
    if (!check.success || check.content.list.length !== 20) throw new Error(`unexpected answer ${JSON.stringify(check).slice(0, 200)}`);
    const query = driverQuery(t);
    const params = [1, body.campusId, body.state];
    const [bare, engine] = await timePair(
      async () => {
        await Promise.all([query(pageSql, [...params, body.pageSize, (body.pageNum - 1) * body.pageSize]), query(countSql, params)]);
      },
      async () => {
        const res = await t.app.inject({ method: 'POST', url: '/java-api/school/stu/queryList', payload: body, headers: { authorization: token } });
        if (res.statusCode !== 200) throw new Error(res.body);
      },
    );
    return { backend, total: check.content.total, bare, engine, ratio: engine.median / bare.median };
  } finally {
    await t.close();
  }
}

const fmt = (n: number) => `${n.toFixed(2)} ms`;
// The figures depend on how busy the machine is: say so with them.
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`${new Date().toISOString()} load average ${load()}`);
console.log(`students: ${rows}, runs: ${runs} (after ${warmup} warm-up), body: ${JSON.stringify(body)}`);
for (const backend of backends) {
  const r = await benchmark(backend);
  console.log(
    `${r.backend.padEnd(8)} matching ${r.total}: driver median ${fmt(r.bare.median)} p95 ${fmt(r.bare.p95)} | engine median ${fmt(r.engine.median)} p95 ${fmt(r.engine.p95)} | engine/driver ${r.ratio.toFixed(2)} (+${((r.ratio - 1) * 100).toFixed(0)}%) | load ${load()}`,
  );
}
