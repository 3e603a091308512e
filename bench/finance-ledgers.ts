/**
 * Benchmark of issue 15's money and lesson-hour figures, in a school of 100,000 students with
 * 1,000,000 ledger rows (400,000 hour entries, 300,000 money entries, 300,000 stored-value
 * entries behind 300,000 receipts), generated in bulk with SQL into a throwaway database:
 * PGlite in memory, then a fresh PostgreSQL database at 127.0.0.1:5432 that is created and
 * dropped (tests/server/test-database.ts). Through the whole server (Fastify inject):
 *
 * - a student's balances page (学员明细: the four lists it reads at once, for a random student), p95;
 * - the order report's first page (订单报表: receipts, newest first, with the count), p95;
 * - signing in a class of 30 in one call (teachPlan/sign, each consuming the lesson's hours and
 *   earning the campus star rule's sign-in coins, every one paid: the rule's daily limit never runs out), p95;
 * - reconcile over every account of every school (balance = sum of ledger).
 *
 * Goals (issue 15): pages p95 under 100 ms on PostgreSQL and 300 ms on PGlite; sign-in under
 * 200 ms; reconcile under 5 s on PostgreSQL.
 *
 *   npx tsx bench/finance-ledgers.ts                         PGlite, then PostgreSQL when it answers
 *   BENCH_STUDENTS=20000 BENCH_RUNS=50 npx tsx bench/finance-ledgers.ts    smaller, quicker
 *   BENCH_BACKENDS=postgres npx tsx bench/finance-ledgers.ts
 *   BENCH_SIGN_COINS=0 …                                       sign-in without the star rule's coins
 *   BENCH_PROFILE=1 …                                          also one sign-in's statements, timed (PostgreSQL:
 *                                                              the slowest explained, in a transaction rolled back)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { reconcile } from '../server/features/finance/reconcile';
import { demoAccounts } from '../server/seed/demo-data';
import { startTestApp, type TestApp } from '../tests/server/test-app';
import { backends as available, type Backend } from '../tests/server/test-database';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const signRuns = Number(process.env.BENCH_SIGN_RUNS ?? 30);
const warmup = 20;
const chosen = process.env.BENCH_BACKENDS?.split(',') as Backend[] | undefined;
const backends = chosen ? available.filter((b) => chosen.includes(b)) : available;

const goals: Record<Backend, { page: number; sign: number; reconcile: number | null }> = {
  postgres: { page: 100, sign: 200, reconcile: 5000 },
  pglite: { page: 300, sign: 200, reconcile: null },
};

type Answer = { success: boolean; message: string; content: any };

/**
 * The ledgers in bulk, consistent with their cached balances (reconcile must find nothing):
 * per student two charges of 10 hours at 100 yuan (bought entries, a course line, money in)
 * and a recharge of 500 yuan (money in, stored value in); two sign-ins of one hour each
 * (consumed entries); two spends of 100 yuan from the stored-value account.
 */
async function seed(t: TestApp, courseId: number, payAccountId: number) {
  const db = t.database.db;
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`insert into students (school_id, campus_id, user_name, password_hash, real_name, code, state)
    select 1, case when g % 2 = 0 then 1 else 2 end, 'fb' || g, 'x', '学员' || g, 'FB' || g, 1 from generate_series(1, ${studentCount}) g`);
  await run(`create table bench_students as select id, campus_id from students where user_name like 'fb%'`);
  // Receipts: k = 1, 2 charges (SF), k = 3 a recharge (CZ).
  await run(`insert into receipts (school_id, campus_id, receipt_no, kind, student_id, pay_account_id, amount_due, amount, created_at)
    select 1, s.campus_id, case when k = 3 then 'CZB' else 'SFB' end || s.id || '-' || k, case when k = 3 then 5 else 1 end, s.id, ${payAccountId},
      case when k = 3 then 50000 else 100000 end, case when k = 3 then 50000 else 100000 end, now() - (s.id % 700) * interval '1 day'
    from bench_students s cross join generate_series(1, 3) k`);
  await run(`insert into receipt_lines (school_id, campus_id, receipt_id, kind, course_id, name, quantity, unit_price, amount)
    select 1, r.campus_id, r.id, 1, ${courseId}, '压测课程', 10, 10000, 100000 from receipts r where r.kind = 1 and r.receipt_no like 'SFB%'`);
  await run(`insert into hour_entries (school_id, campus_id, student_id, course_id, receipt_id, kind, hours, value, owed)
    select 1, r.campus_id, r.student_id, ${courseId}, r.id, 1, 10, 100000, 0 from receipts r where r.kind = 1 and r.receipt_no like 'SFB%'`);
  await run(`insert into hour_entries (school_id, campus_id, student_id, course_id, kind, hours, value, owed, reason)
    select 1, s.campus_id, s.id, ${courseId}, 8, -1, -10000, 0, '签到' from bench_students s cross join generate_series(1, 2) k`);
  await run(`insert into money_entries (school_id, campus_id, student_id, pay_account_id, receipt_id, kind, amount)
    select 1, r.campus_id, r.student_id, ${payAccountId}, r.id, 1, r.amount from receipts r where r.receipt_no like 'SFB%' or r.receipt_no like 'CZB%'`);
  await run(`insert into account_entries (school_id, campus_id, student_id, receipt_id, pay_account_id, kind, amount, balance_after)
    select 1, r.campus_id, r.student_id, r.id, ${payAccountId}, k, case when k = 1 then 50000 else -10000 end, case k when 1 then 50000 when 4 then 40000 end
    from receipts r cross join (values (1), (4)) v(k) where r.receipt_no like 'CZB%'`);
  await run(`insert into account_entries (school_id, campus_id, student_id, receipt_id, pay_account_id, kind, amount, balance_after)
    select 1, r.campus_id, r.student_id, r.id, ${payAccountId}, 4, -10000, 30000 from receipts r where r.receipt_no like 'CZB%'`);
  // The cached balances: exactly the sums of their ledgers.
  await run(`insert into hour_balances (school_id, campus_id, student_id, course_id, hours, value, owed)
    select 1, min(campus_id), student_id, course_id, sum(hours), sum(value), sum(owed) from hour_entries where course_id = ${courseId} group by student_id, course_id`);
  await run(`insert into student_accounts (school_id, campus_id, student_id, balance)
    select 1, min(campus_id), student_id, sum(amount) from account_entries where student_id in (select id from bench_students) group by student_id`);
  await run(`update pay_accounts set balance = (select coalesce(sum(amount), 0) from money_entries where pay_account_id = ${payAccountId}) where id = ${payAccountId}`);
  // The steady state autovacuum keeps on a server (visibility map set: counts read the index alone).
  await run('vacuum analyze');
  const counted = await db.execute(sql.raw(`select (select count(*) from hour_entries) + (select count(*) from money_entries) + (select count(*) from account_entries) as n`));
  return Number((counted as unknown as { rows: Array<{ n: string }> }).rows[0].n);
}

interface Timing {
  median: number;
  p95: number;
  max: number;
}

function timing(samples: number[]): Timing {
  const list = [...samples].sort((a, b) => a - b);
  return { median: list[Math.floor(list.length / 2)], p95: list[Math.min(list.length - 1, Math.floor(list.length * 0.95))], max: list[list.length - 1] };
}

async function timed(count: number, fn: (i: number) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < Math.min(warmup, count); i += 1) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return timing(samples);
}

async function benchmark(backend: Backend) {
  const t = await startTestApp(backend);
  try {
    const token = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    const call = async (path: string, body: unknown): Promise<Answer> => {
      const res = await t.app.inject({ method: 'POST', url: `/java-api/school/${path}`, payload: body as object, headers: { authorization: token } });
      const answer = res.json() as Answer;
      if (!answer.success) throw new Error(`${path}: ${answer.message}`);
      return answer;
    };
    const course = (await call('campusCourse/create', { name: '压测课程', hours: 10, unitPrice: 10000 })).content;
    const account = (await call('payAccount/create', { name: '压测账户', kind: 1 })).content;
    const seedStart = performance.now();
    const ledgerRows = await seed(t, course.id, account.id);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const ids = ((await t.database.db.execute(sql.raw('select id from bench_students order by id'))) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));

    // 学员明细 of one student: the four lists the page reads at once (first page of 10, newest first).
    let pick = 12345;
    const nextStudent = () => ids[(pick = (pick * 1103515245 + 12345) % 2147483648) % ids.length];
    const balances = await timed(runs, async () => {
      const studentId = nextStudent();
      const answers = await Promise.all(['hourBalance', 'hourEntry', 'moneyEntry', 'accountEntry'].map((entity) => call(`${entity}/queryList`, { studentId, pageNum: 1, pageSize: 10 })));
      if (answers[1].content.total !== 4) throw new Error(`student ${studentId}: ${answers[1].content.total} hour entries`);
    });
    // 订单报表, first page: every receipt of the school, newest first, with the count.
    let reportTotal = 0;
    const report = await timed(runs, async () => {
      reportTotal = (await call('receipt/queryList', { pageNum: 1, pageSize: 10 })).content.total;
    });

    // A class of 30 (north campus), each with hours enough for every lesson signed below.
    const cls = (await call('cls/create', { name: '压测班', campusId: 1 })).content;
    await t.database.db.execute(sql.raw(`update students set class_id = ${cls.id} where id in (select id from bench_students where campus_id = 1 order by id limit 30)`));
    await t.database.db.execute(sql.raw(`update hour_balances set hours = hours + 1000 where course_id = ${course.id} and student_id in (select id from students where class_id = ${cls.id})`));
    await t.database.db.execute(sql.raw(`insert into hour_entries (school_id, campus_id, student_id, course_id, kind, hours, value, owed, reason)
      select 1, campus_id, id, ${course.id}, 2, 1000, 0, 0, '压测赠送' from students where class_id = ${cls.id}`));
    const pupils = ((await t.database.db.execute(sql.raw(`select id from students where class_id = ${cls.id} order by id`))) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
    const plans: number[] = [];
    for (let day = 0; plans.length < signRuns + warmup + 1 && day < 400; day += 1) {
      const lessonDate = new Date(Date.UTC(2027, 2, 1) + day * 86400000).toISOString().slice(0, 10);
      const res = await t.app.inject({ method: 'POST', url: '/java-api/school/teachPlan/create', payload: { classId: cls.id, courseId: course.id, lessonDate, startTime: '09:00', endTime: '10:00', hours: 1 }, headers: { authorization: token } });
      const answer = res.json() as Answer;
      if (answer.success) plans.push(answer.content.id);
    }
    // Sign-in also awards the campus star rule's coins (signGrant): the demo campus's rule pays every
    // signed student, its daily limit out of reach, so each call does the whole award for all who
    // came. BENCH_SIGN_COINS=0 sets the rule's sign-in coins to 0, to see what the awards cost.
    const signCoins = process.env.BENCH_SIGN_COINS === '0' ? 0 : 1;
    await t.database.db.execute(sql.raw(`insert into star_rules (school_id, campus_id, sign_coins, daily_limit) values (1, 1, ${signCoins}, 100000)
      on conflict (campus_id) do update set sign_coins = excluded.sign_coins, daily_limit = excluded.daily_limit`));
    let consumed = 0;
    const sign = await timed(signRuns, async (i) => {
      const planId = plans[i < 0 ? -1 - i : warmup + i];
      const answer = await call('teachPlan/sign', { planId, records: pupils.map((studentId, n) => ({ studentId, status: n % 10 === 9 ? 3 : 1 })) });
      consumed = answer.content.hours;
    });

    if (process.env.BENCH_PROFILE === '1') await profileSign(t, backend, plans[plans.length - 1], () => call('teachPlan/sign', { planId: plans[plans.length - 1], records: pupils.map((studentId, n) => ({ studentId, status: n % 10 === 9 ? 3 : 1 })) }));

    const coinRows = ((await t.database.db.execute(sql.raw(`select count(*)::int as n from star_grants where source = 'sign'`))) as unknown as { rows: Array<{ n: number }> }).rows[0].n;

    const reconcileTimes: number[] = [];
    let report0 = await reconcile(t.database.db);
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      report0 = await reconcile(t.database.db);
      reconcileTimes.push(performance.now() - start);
    }
    return { backend, ledgerRows, seedSeconds, balances, report, reportTotal, sign, consumed, coinRows, reconcile: timing(reconcileTimes), reconciled: report0 };
  } finally {
    await t.close();
  }
}

/**
 * One sign-in's round trips to PostgreSQL, each timed (pg's Client.query wrapped for the call), then
 * the three slowest statements explained with ANALYZE inside a transaction that is rolled back.
 * PGlite: the count only (its queries go through another client).
 */
async function profileSign(t: TestApp, backend: Backend, planId: number, signOnce: () => Promise<unknown>) {
  if (backend !== 'postgres') return;
  const seen: Array<{ text: string; values: unknown[]; ms: number }> = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const start = performance.now();
    const config = args[0];
    const text = typeof config === 'string' ? config : config.text;
    const values = (Array.isArray(args[1]) ? args[1] : config?.values) ?? [];
    const answer = (original as any).apply(this, args);
    if (answer && typeof answer.then === 'function') answer.then(() => seen.push({ text, values, ms: performance.now() - start }), () => undefined);
    return answer;
  } as any;
  const start = performance.now();
  try {
    await signOnce();
  } finally {
    pg.Client.prototype.query = original;
  }
  console.log(`\n  profile of one sign-in (plan ${planId}): ${seen.length} round trips in ${(performance.now() - start).toFixed(1)} ms`);
  for (const q of seen) console.log(`    ${q.ms.toFixed(2).padStart(7)} ms  ${q.text.replace(/\s+/g, ' ').slice(0, 150)}`);
  const slowest = seen.filter((q) => /^\s*(select|insert|update|with)/i.test(q.text)).sort((a, b) => b.ms - a.ms).slice(0, 3);
  const pool = (t.database.db as any).$client as pg.Pool;
  const client = await pool.connect();
  try {
    for (const q of slowest) {
      await client.query('begin');
      try {
        const plan = await client.query(`explain (analyze, buffers) ${q.text}`, q.values as any[]);
        console.log(`\n  EXPLAIN ANALYZE (${q.ms.toFixed(2)} ms in the call): ${q.text.replace(/\s+/g, ' ').slice(0, 200)}`);
        for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
      } catch (error) {
        console.log(`  (not explained: ${(error as Error).message})`);
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    client.release();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (value: number, goal: number | null) => (goal === null ? '(no goal)' : value < goal ? `✓ under ${goal} ms` : `✗ OVER ${goal} ms`);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`${new Date().toISOString()} load average ${load()}`);
console.log(`students: ${studentCount}, page runs: ${runs}, sign-in runs: ${signRuns} (after warm-up), backends: ${backends.join(', ')}`);
for (const backend of backends) {
  const r = await benchmark(backend);
  const g = goals[backend];
  console.log(`\n${backend}: ${r.ledgerRows} ledger rows generated in ${r.seedSeconds.toFixed(1)} s | load ${load()}`);
  console.log(`  学员明细 (4 lists of one student)  median ${ms(r.balances.median)}  p95 ${ms(r.balances.p95)}  ${verdict(r.balances.p95, g.page)}`);
  console.log(`  订单报表 first page (${r.reportTotal} receipts)  median ${ms(r.report.median)}  p95 ${ms(r.report.p95)}  ${verdict(r.report.p95, g.page)}`);
  console.log(`  签到 class of 30 in one call (${r.consumed} hours; ${r.coinRows} sign-in coin awards in all)  median ${ms(r.sign.median)}  p95 ${ms(r.sign.p95)}  ${verdict(r.sign.p95, g.sign)}`);
  console.log(
    `  reconcile ${r.reconciled.payAccounts} payment, ${r.reconciled.hourAccounts} hour, ${r.reconciled.studentAccounts} stored-value accounts: median ${ms(r.reconcile.median)} max ${ms(r.reconcile.max)} ${verdict(r.reconcile.max, g.reconcile)}; mismatches ${r.reconciled.mismatches.length}`,
  );
}
