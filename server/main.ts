import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { readyBanner } from './ready-banner';
import { seedDemoData } from './seed/demo-data';

/**
 * Starts one server process: database (PGlite in DATA_DIR, or DATABASE_URL), migrations,
 * demo data on an empty database, then the API and the built web app on PORT.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  let seeded = false;
  // Seeding happens under the migration lock: of several processes starting on one empty database, one seeds.
  await database.migrate(async () => {
    if (config.seedDemoData) seeded = await seedDemoData(database.db, { scale: config.demoScale });
  });
  const app = await buildApp({ db: database.db, config });
  if (seeded) app.log.info({ scale: config.demoScale }, 'demo data created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting and waits for in-flight requests, so every acknowledged write is committed first.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'ready');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // DEMO_MODE=off: a real school's server does not print the demo passwords either.
  process.stderr.write(readyBanner({ host: config.host, port, demoAccounts: config.seedDemoData && !config.demoModeOff }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
