import pg from 'pg';

/** The PostgreSQL server the tests create their databases on (TEST_POSTGRES_URL, default the local one). */
export const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The address of a database of that server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One statement on the server's maintenance database (create and drop database cannot run in a
 * pool's transaction). A template's last connection may still be closing: copying waits for it.
 */
export async function runOnPostgres(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(statement);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    await admin.end();
  }
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
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
  } finally {
    await c.end();
  }
}
