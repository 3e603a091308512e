import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { backends } from './test-database';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `t_procs_${randomBytes(4).toString('hex')}`;
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  if (!backends.includes('postgres')) return;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
});

it.skipIf(!backends.includes('postgres'))(
  'several stateless processes start together on one empty PostgreSQL database and share sessions',
  { timeout: 120_000 },
  async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), JUDGE_WORKERS: '0' };

    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    started.push(a, b);
    // Exactly one of them seeded the demo data.
    expect([a, b].filter((s) => s.output().includes('demo data created'))).toHaveLength(1);

    const { userName, password } = demoAccounts.principal;
    const login = await fetch(`${a.url}/java-api/school/tch/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: encodePasswordForTransport(password) }),
    }).then((r) => r.json());
    expect(login.success).toBe(true);
    const fresh = await fetch(`${b.url}/java-api/school/tch/freshData`, { method: 'POST', headers: { authorization: login.content.token } }).then((r) => r.json());
    expect(fresh).toMatchObject({ success: true, content: { schoolInfo: { name: '示范编程学校' } } });
  },
);
