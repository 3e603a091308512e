import { resolve } from 'node:path';

/** Everything the server reads from the environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** Built web app served with history fallback. */
  webDist: string;
  sessionTtlHours: number;
  logLevel: string;
  seedDemoData: boolean;
  /** Whether this process judges queued OJ submissions (JUDGE_WORKERS=0: only enqueue, another process judges). */
  judgeWorkers: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? 'dist'),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    judgeWorkers: env.JUDGE_WORKERS !== '0',
  };
}
