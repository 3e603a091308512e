import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { reconcile } from '../../server/features/finance/reconcile';
import { seedDemoData } from '../../server/seed/demo-data';
import { isDemoPhone } from '../../server/seed/demo-term/guardian-phones';
import { backends, openTestDatabase } from './test-database';

/** A fixed "today", so the term is the same whatever day the test runs. */
const today = new Date('2026-05-20T06:00:00Z');
/** Every table the people part fills. */
const tables = ['campuses', 'staff', 'staff_roles', 'roles', 'classes', 'students', 'sale_courses', 'goods', 'pay_accounts', 'receipts', 'receipt_lines', 'money_entries', 'hour_entries', 'hour_balances', 'account_entries', 'student_accounts', 'student_contracts', 'teach_plans', 'sign_records', 'star_grants', 'clues', 'clue_records', 'notices', 'notice_reads', 'feedback', 'login_logs', 'visit_records'];

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const one = async (db: Db, query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(db, query))[0].n);

/**
 * Each table's rows as sorted JSON lines, without what is not the generator's to decide: password
 * hashes (salted at random) and the moments stamped by now() while seeding (anything after the test began).
 */
async function dump(db: Db, startedAt: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const found = await rows<{ row: string | Record<string, unknown> }>(db, sql`select to_jsonb(t) - 'password_hash' as row from ${sql.identifier(table)} t`);
    out[table] = found
      .map(({ row }) => {
        const values = typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row;
        const kept = Object.entries(values).flatMap(([key, value]) => {
          if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(value)) return [[key, value]];
          const moment = new Date(value);
          return moment.getTime() >= startedAt ? [] : [[key, moment.toISOString()]];
        });
        return JSON.stringify(Object.fromEntries(kept.sort(([a], [b]) => String(a).localeCompare(String(b)))));
      })
      .sort();
  }
  return out;
}

// Two fresh databases: one per engine where PostgreSQL answers, else two PGlite ones.
const engines = backends.length > 1 ? backends : [backends[0], backends[0]];

describe('the standard demo term', () => {
  const startedAt = Date.now() - 60_000;
  const databases: Array<Awaited<ReturnType<typeof openTestDatabase>>> = [];
  const dumps: Array<Record<string, string[]>> = [];
  let db: Db;
  beforeAll(async () => {
    for (const engine of engines) {
      const database = await openTestDatabase(engine);
      databases.push(database);
      expect(await seedDemoData(database.db, { scale: 'standard', today })).toBe(true);
      dumps.push(await dump(database.db, startedAt));
    }
    db = databases[0].db;
  }, 600_000);
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it(`is the same school row for row on two fresh databases (${engines.join(' and ')})`, () => {
    for (const table of tables) {
      expect(dumps[1][table].length, table).toBe(dumps[0][table].length);
      expect(dumps[1][table], table).toEqual(dumps[0][table]);
    }
    expect(dumps[0].sign_records.length).toBeGreaterThan(300);
  });

  it('keeps the base accounts and class, and holds six classes of about 60 students across three subjects and two campuses', async () => {
    const accounts = await rows<{ user_name: string; real_name: string }>(db, sql`select user_name, real_name from staff where user_name in ('principal', 'teacher') union all select user_name, real_name from students where user_name in ('student', 'student2', 'student3') order by 1`);
    expect(accounts.map((a) => `${a.user_name}:${a.real_name}`)).toEqual(['principal:王校长', 'student:张小明', 'student2:刘小红', 'student3:陈小刚', 'teacher:李老师']);
    const classes = await rows<{ name: string; campus_id: number; n: number }>(db, sql`select c.name, c.campus_id, count(s.id)::int as n from classes c left join students s on s.class_id = c.id group by c.id order by c.id`);
    expect(classes.length).toBe(6);
    expect(classes[0].name).toBe('Python 启蒙一班');
    expect(classes.filter((c) => c.name.startsWith('Scratch')).length).toBe(2);
    expect(classes.filter((c) => c.name.startsWith('Python')).length).toBe(2);
    expect(classes.filter((c) => c.name.startsWith('C++')).length).toBe(2);
    expect(new Set(classes.map((c) => c.campus_id)).size).toBe(2);
    const students = classes.reduce((sum, c) => sum + c.n, 0);
    expect(students).toBeGreaterThanOrEqual(50);
    expect(students).toBeLessThanOrEqual(70);
    expect(await one(db, sql`select count(*)::int as n from staff s join staff_roles r on r.staff_id = s.id where not s.is_principal`)).toBeGreaterThanOrEqual(6);
  });

  it('gives every student a class and a guardian, with phones only from the demo range (the base staff keep their verified numbers)', async () => {
    expect(await one(db, sql`select count(*)::int as n from students where class_id is null or phone is null`)).toBe(0);
    expect(await one(db, sql`select count(*)::int as n from students s where not exists (select 1 from student_contracts c where c.student_id = s.id and c.guardian_name is not null and c.guardian_phone = s.phone)`)).toBe(0);
    const phones = await rows<{ phone: string }>(db, sql`select phone from students union all select phone from clues union all select guardian_phone from student_contracts union all select phone from staff where phone is not null and user_name not in ('principal', 'teacher')`);
    expect(phones.filter((p) => !isDemoPhone(p.phone))).toEqual([]);
  });

  it('reconciles every ledger, and no balance is ever below zero, then or at any moment of the term', async () => {
    const report = await reconcile(db);
    expect(report.mismatches).toEqual([]);
    expect(report.hourAccounts).toBeGreaterThan(50);
    expect(await one(db, sql`select count(*)::int as n from hour_balances where hours < 0 or value < 0 or owed < 0`)).toBe(0);
    expect(await one(db, sql`select count(*)::int as n from student_accounts where balance < 0`)).toBe(0);
    // Renewals are dated before the hours run out: replayed in date order, no account dips below zero.
    const dips = await one(db, sql`
      select count(*)::int as n from (
        select sum(hours) over (partition by student_id, course_id order by created_at, id) as left_ from hour_entries) h
      where left_ < 0`);
    expect(dips).toBe(0);
  });

  it('signs in every lesson given before today and none after, each sign-in on its plan, mostly 出勤 with some 迟到, 请假 and 缺勤', async () => {
    expect(await one(db, sql`select count(*)::int as n from sign_records s left join teach_plans p on p.id = s.plan_id where p.id is null or p.class_id <> s.class_id or p.lesson_date <> s.lesson_date`)).toBe(0);
    expect(await one(db, sql`select count(*)::int as n from teach_plans p where p.lesson_date < '2026-05-20' and not exists (select 1 from sign_records s where s.plan_id = p.id)`)).toBe(0);
    expect(await one(db, sql`select count(*)::int as n from sign_records where lesson_date >= '2026-05-20'`)).toBe(0);
    expect(await one(db, sql`select count(*)::int as n from teach_plans where lesson_date = '2026-05-20'`)).toBeGreaterThan(0);
    const statuses = await rows<{ status: number; n: number }>(db, sql`select status, count(*)::int as n from sign_records group by status order by status`);
    expect(statuses.map((s) => s.status)).toEqual([1, 2, 3, 4]);
    expect(statuses[0].n / statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThan(0.75);
    // Present and late take the lesson's hours through the ledger; leave and absence take none.
    expect(await one(db, sql`select count(*)::int as n from sign_records s where (s.status in (1, 2)) <> exists (select 1 from hour_entries e where e.sign_record_id = s.id)`)).toBe(0);
  });

  it('holds receipts of every kind, one invalidated, leads in every state and 90 days of sign-ins', async () => {
    const kinds = await rows<{ kind: number }>(db, sql`select distinct kind from receipts order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await one(db, sql`select count(*)::int as n from receipts where state = 0`)).toBe(1);
    expect(await one(db, sql`select count(*)::int as n from receipts where created_at >= '2026-05-20'`)).toBe(0);
    const states = await rows<{ state: number }>(db, sql`select distinct state from clues order by state`);
    expect(states.map((s) => s.state)).toEqual([0, 1, 2, 3, 4]);
    const span = await rows<{ days: number }>(db, sql`select count(distinct (created_at at time zone 'Asia/Shanghai')::date)::int as days from login_logs where success`);
    expect(span[0].days).toBeGreaterThanOrEqual(85);
    expect(await one(db, sql`select count(*)::int as n from visit_records`)).toBeGreaterThan(500);
  });
});
