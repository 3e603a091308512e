import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo-data';
import { adminUrl, dropPostgresDatabase, postgresAvailable, postgresUrlOf, runOnPostgres } from './postgres-admin';

/**
 * Migrating a new database took most of each server test file's start (15–25 s on PGlite, 5 s on
 * PostgreSQL, per file and database). The run migrates once here, into templates — migrated, and
 * migrated with the demo data — and each test file's database starts as a copy of one of them.
 */
export interface DatabaseTemplates {
  pglite: { migrated: string; seeded: string };
  postgres: { migrated: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteTemplates(folder: string): Promise<DatabaseTemplates['pglite']> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const migrated = join(folder, 'migrated.tar');
  writeFileSync(migrated, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await seedDemoData(database.db, { scale: 'none' });
  const seeded = join(folder, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return { migrated, seeded };
}

async function postgresTemplates(): Promise<DatabaseTemplates['postgres']> {
  if (!(await postgresAvailable())) return null;
  const suffix = randomBytes(4).toString('hex');
  const names = { migrated: `tmpl_m_${suffix}`, seeded: `tmpl_s_${suffix}` };
  for (const [kind, name] of Object.entries(names)) {
    await runOnPostgres(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: postgresUrlOf(name), dataDir: '' });
    await database.migrate();
    if (kind === 'seeded') await seedDemoData(database.db, { scale: 'none' });
    await database.close();
  }
  return names;
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'db-templates-'));
  const templates: DatabaseTemplates = { pglite: await pgliteTemplates(folder), postgres: await postgresTemplates() };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (templates.postgres) for (const name of Object.values(templates.postgres)) await dropPostgresDatabase(name).catch((error) => console.warn(`template ${name} at ${adminUrl}: ${error}`));
  };
}
