import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { crudHandlers } from './crud/crud-handlers';
import { entityOverrides } from './features/entity-overrides';
import { aiChatHandlers } from './features/ai-chat/ai-chat-handlers';
import { analyticsHandlers } from './features/analytics/analytics-handlers';
import { appHandlers } from './features/app/app-handlers';
import { installAccountSafety } from './features/account-safety';
import { campusHandlers } from './features/campus/campus-handlers';
import { installIpBanGuard } from './features/ip-ban/ip-ban-guard';
import { permissionHandlers } from './features/permission/permission-handlers';
import { visitRecordHandlers } from './features/visit-record/visit-record-handlers';
import { noCaptcha, type CaptchaVerifier } from './features/session/captcha';
import { createLoginThrottle, type ThrottlePolicy } from './features/session/login-throttle';
import { sessionHandlers } from './features/session/session-handlers';
import { createSessionStore } from './features/session/session-store';
import type { HandlerMap } from './handler';
import { loadOpenApiDocument } from './openapi-document';
import { installContentTypeGuard } from './plugins/content-type-guard';
import { installErrorHandler } from './plugins/error-handler';
import { installGracefulClose } from './plugins/graceful-close';
import { installJsonBodyParser } from './plugins/json-body';
import { createSecurityHandlers } from './plugins/security-handlers';
import { registerWebApp } from './plugins/web-app';

export interface BuildOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean | object;
  throttlePolicy?: ThrottlePolicy;
  captcha?: CaptchaVerifier;
  /** How long each process may serve a cached IP ban list (default 5 s; tests use 0). */
  ipBanCacheMs?: number;
}

/** Every handler of the contract, by operationId. A missing one fails at start-up, not at call time. */
function allHandlers(deps: AppDeps): HandlerMap {
  return { ...analyticsHandlers(deps), ...aiChatHandlers(deps), ...visitRecordHandlers(deps), ...sessionHandlers(deps), ...permissionHandlers(deps), ...campusHandlers(deps), ...appHandlers(deps), ...crudHandlers(deps, entityOverrides) };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    ajv: {
      // Reject unknown fields instead of silently dropping them; OpenAPI keywords are allowed.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, strict: false },
    },
  });

  const sessions = createSessionStore(db, config.sessionTtlHours);
  const deps: AppDeps = {
    db,
    config,
    sessions,
    throttle: createLoginThrottle(db, options.throttlePolicy),
    captcha: options.captcha ?? noCaptcha,
  };
  const handlers = { ...allHandlers(deps), ...installAccountSafety(app, deps) };

  const document = loadOpenApiDocument();
  const schemas = (document.components as { schemas: Record<string, never> }).schemas;
  installErrorHandler(app, (ref) => schemas[ref.replace('#/components/schemas/', '')]);
  installJsonBodyParser(app);
  installContentTypeGuard(app);
  installGracefulClose(app);
  installIpBanGuard(app, db, options.ipBanCacheMs ?? 5_000);
  // Answers are checked against the contract by the tests; serialising them through
  // the success schema would mangle failure envelopes.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) delete route.schema.response;
  });
  await app.register(formbody);
  await app.register(openapiGlue, {
    specification: document,
    securityHandlers: createSecurityHandlers(sessions),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`No handler for contract operation ${operationId}`);
      return handler;
    },
  });
  await registerWebApp(app, config.webDist);
  return app;
}
