import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { adminUrl, dropPostgresDatabase, postgresAvailable, postgresUrlOf, runOnPostgres } from './postgres-admin';

/**
 * The databases the server tests run against: embedded PGlite always, and a real
 * PostgreSQL server at TEST_POSTGRES_URL (default 127.0.0.1:5432), required when CI is set.
 * Each test file gets a fresh database.
 */
export type Backend = 'pglite' | 'postgres';

/**
 * Both databases when PostgreSQL answers. Without it a developer machine runs PGlite only, loudly;
 * in CI (CI set) the server tests fail instead, so a green run always means both databases passed.
 */
export function chooseBackends(postgresAnswers: boolean, env: NodeJS.ProcessEnv = process.env): Backend[] {
  if (postgresAnswers) return ['pglite', 'postgres'];
  if (env.CI) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl}, and with CI set the server tests must run on it. ` +
        `Start it (as root, 'CI=1 scripts/ensure-system-packages.sh test' installs and starts it) or point TEST_POSTGRES_URL at one.`,
    );
  }
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!!! PostgreSQL not reachable at ${adminUrl}: server tests run on PGlite ONLY.\n!!! In CI (CI set) this fails instead.\n${bar}\n`);
  return ['pglite'];
}

export const backends: Backend[] = chooseBackends(await postgresAvailable());

/** The run's migrated copies (tests/server/database-templates.setup.ts); absent where no global setup ran (browser tests). */
function templates() {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A fresh database for one test file, migrated, and with the demo data when `seeded`; `url`:
 * where a PostgreSQL test database is, for a server process started on it.
 */
export async function openTestDatabase(backend: Backend, options: { seeded?: boolean } = {}): Promise<Database & { url?: string; seeded: boolean; drop(): Promise<void> }> {
  const copies = templates();
  const kind = options.seeded ? 'seeded' : 'migrated';
  if (backend === 'pglite') {
    const template = copies?.pglite[kind];
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
    await database.migrate();
    return { ...database, seeded: Boolean(template && options.seeded), drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = copies?.postgres?.[kind];
  await runOnPostgres(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = postgresUrlOf(name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await database.migrate();
  return {
    ...database,
    url,
    seeded: Boolean(template && options.seeded),
    async drop() {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}
