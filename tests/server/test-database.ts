import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * The databases the server tests run against: embedded PGlite always, and a real
 * PostgreSQL server at TEST_POSTGRES_URL (default 127.0.0.1:5432), required when CI is set.
 * Each test file gets a fresh database.
 */
export type Backend = 'pglite' | 'postgres';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

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

/** `url`: where a PostgreSQL test database is, for a server process started on it. */
export async function openTestDatabase(backend: Backend): Promise<Database & { url?: string; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() can resolve while a client is still saying goodbye; forcing the drop at that
      // moment kills it mid-exit and its error escapes as unhandled. Wait for the sessions to go.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}${attempt < 40 ? '' : ' with (force)'}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await c.end();
    },
  };
}
