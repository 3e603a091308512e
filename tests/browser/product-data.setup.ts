import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder as the product's first start leaves it: migrated, with the demo data. */
    productDataTemplate: string;
  }
}

/**
 * Each browser test starts the product on its own embedded database; migrating and seeding one
 * took 15–25 s of each start. The run does it once here, the way the product's first start does,
 * and each product starts on a copy of the folder (tests/browser/harness.ts).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'product-data-'));
  const dataDir = join(folder, 'pglite');
  const database = await openDatabase({ dataDir });
  await database.migrate(async () => {
    await seedDemoData(database.db, { scale: 'none' });
  });
  await database.close();
  project.provide('productDataTemplate', dataDir);
  return () => rmSync(folder, { recursive: true, force: true });
}
