import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { startServerProcess } from '../support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const post = async (url: string, body?: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};

it('finishes acknowledged writes before it stops, and they survive a restart', { timeout: 120_000 }, async () => {
  const env = { DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' };
  const first = await startServerProcess(env);
  const { userName, password } = demoAccounts.teacher;
  const body = { userName, password: encodePasswordForTransport(password) };

  // Each sign-in writes a session row. Stop the server while they are in flight.
  const inFlight = Array.from({ length: 12 }, () => post(`${first.url}/java-api/school/tch/login`, body).catch(() => null));
  await new Promise((r) => setTimeout(r, 30));
  const exitCode = await first.stop('SIGTERM');
  const answers = await Promise.all(inFlight);
  expect(exitCode).toBe(0);
  expect(first.output()).toContain('shutting down');

  const acknowledged = answers.filter((a) => a?.success).map((a) => a.content.token as string);
  expect(acknowledged.length).toBeGreaterThan(0);

  const second = await startServerProcess(env);
  try {
    for (const token of acknowledged) {
      expect((await post(`${second.url}/java-api/school/tch/freshData`, undefined, token)).success).toBe(true);
    }
    expect(second.output()).not.toContain('demo data created');
  } finally {
    await second.stop();
  }
});
