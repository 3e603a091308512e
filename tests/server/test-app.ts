import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { CaptchaProvider } from '../../server/features/session/captcha-provider';
import type { MessageAppProvider } from '../../server/features/message-app/message-app-provider';
import type { ThrottlePolicy } from '../../server/features/session/login-throttle';
import { seedDemoData } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { checkAnswer } from './contract-answers';
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

/**
 * Tests of other features sign in wrongly on purpose, and all their calls come from one address:
 * the sign-in captcha would get in their way. Tests of the captcha itself ask for the product's
 * own ('configured').
 */
const captchaOff: CaptchaProvider = { verify: async () => true, challenge: async () => ({ provider: 'builtin', id: 'captcha-off', image: 'data:image/svg+xml;base64,' }) };

/** A server on a fresh, seeded database, driven through Fastify's inject (no sockets). */
export async function startTestApp(
  backend: Backend,
  // Judge workers only where a test judges: elsewhere they would just poll the queue.
  options: { throttlePolicy?: ThrottlePolicy; ipBanCacheMs?: number; judgeWorkers?: boolean; messageProvider?: MessageAppProvider; captcha?: CaptchaProvider | 'configured'; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend, { seeded: true });
  if (!database.seeded) await seedDemoData(database.db, { scale: 'none' });
  const config = { ...readConfig(options.env ?? {}), webDist: '/nonexistent' };
  const captcha = options.captcha === 'configured' ? undefined : (options.captcha ?? captchaOff);
  const app = await buildApp({ db: database.db, config, logger: false, throttlePolicy: options.throttlePolicy, ipBanCacheMs: options.ipBanCacheMs, judgeWorkers: options.judgeWorkers ?? false, messageProvider: options.messageProvider, messageDispatcher: false, captcha });
  checkEveryAnswer(app);
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

/** Every call a test makes through inject, the helpers' or its own, fails when its answer breaks the contract. */
function checkEveryAnswer(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((...args: unknown[]) => {
    const answer = inject(...args);
    // With a callback inject returns nothing, without options a chain to build the request on.
    if (args.length !== 1 || typeof args[0] !== 'object') return answer;
    return (answer as PromiseLike<LightMyRequestResponse>).then((response) => {
      checkAnswer(response);
      return response;
    });
  }) as typeof app.inject;
}
