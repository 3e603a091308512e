import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `whileLocked` (first-start seeding) before any
   * other process starting on the same database may do the same.
   */
  migrate(whileLocked?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one archive, which `loadDataDir` starts another from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number works; it only has to be the same in every process. */
const migrationLockKey = 727_1001;

/** PGlite in a local folder by default ('memory://' for tests); a PostgreSQL server when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from a dump of another PGlite database (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) });
    // An idle pooled connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Several stateless processes may start together: one migrates, the others wait on the lock.
      async migrate(whileLocked) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          await whileLocked?.();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so there is nobody to lock out.
    async migrate(whileLocked) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await whileLocked?.();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** True when the database has no school and no administrator yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select (select count(*) from admin_users) + (select count(*) from schools) as n`);
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  return Number(rows[0].n) === 0;
}
