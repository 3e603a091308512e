import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { ThrottlePolicy } from '../../server/features/session/login-throttle';
import { seedDemoData } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { openTestDatabase, type Backend } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  post(url: string, body?: unknown, token?: string, ip?: string): Promise<any>;
  get(url: string, token?: string): Promise<any>;
  login(kind: 'staff' | 'student' | 'admin', userName: string, password: string, ip?: string): Promise<any>;
  close(): Promise<void>;
}

export const loginPaths = {
  staff: '/java-api/school/tch/login',
  student: '/java-api/student/stu/login',
  admin: '/java-api/auth/new/login',
} as const;

/** A server on a fresh, seeded database, driven through Fastify's inject (no sockets). */
export async function startTestApp(
  backend: Backend,
  // Judge workers only where a test judges: elsewhere they would just poll the queue.
  options: { throttlePolicy?: ThrottlePolicy; ipBanCacheMs?: number; judgeWorkers?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  await seedDemoData(database.db);
  const config = { ...readConfig({}), webDist: '/nonexistent' };
  const app = await buildApp({ db: database.db, config, logger: false, throttlePolicy: options.throttlePolicy, ipBanCacheMs: options.ipBanCacheMs, judgeWorkers: options.judgeWorkers ?? false });
  const headers = (token?: string) => (token ? { authorization: token } : {});
  const api: TestApp = {
    app,
    database,
    async post(url, body, token, ip) {
      const res = await app.inject({ method: 'POST', url, payload: body as object, headers: headers(token), remoteAddress: ip });
      return res.json();
    },
    async get(url, token) {
      const res = await app.inject({ method: 'GET', url, headers: headers(token) });
      return res.json();
    },
    login(kind, userName, password, ip) {
      return api.post(loginPaths[kind], { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' }, undefined, ip);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
  return api;
}
