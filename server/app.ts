import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { crudHandlers } from './crud/crud-handlers';
import { entityOverrides } from './features/entity-overrides';
import { aiChatHandlers } from './features/ai-chat/ai-chat-handlers';
import { demoModeHandlers } from './features/demo-mode/demo-mode-handlers';
import { lessonDayHandlers } from './features/teaching/lesson-day-handlers';
import { editorHandlers } from './features/editor/editor-handlers';
import { analyticsHandlers } from './features/analytics/analytics-handlers';
import { appHandlers } from './features/app/app-handlers';
import { installAccountSafety } from './features/account-safety';
import { campusHandlers } from './features/campus/campus-handlers';
import { schoolBoardHandlers } from './features/school-board/school-board-handlers';
import { teachingBoardHandlers } from './features/teaching/teaching-board-handlers';
import { studentStoryHandlers } from './features/student-story/student-story-handlers';
import { financeBoardHandlers } from './features/finance/finance-board-handlers';
import { schoolSettingsHandlers } from './features/school-settings/school-settings-handlers';
import { libraryHandlers } from './features/library/library-handlers';
import { schoolLookHandlers } from './features/school-look/school-look-handlers';
import { learningReportHandlers } from './features/learning-report/learning-report-handlers';
import { messageAppHandlers } from './features/message-app/message-app-handlers';
import type { MessageAppProvider } from './features/message-app/message-app-provider';
import { startMessageDispatcher, type MessageDispatcher } from './features/message-app/message-dispatcher';
import { selectMessageAppProvider } from './features/message-app/select-message-app-provider';
import { loadJudgeTask } from './features/oj/judge-task';
import { ojBodyLimits, ojHandlers } from './features/oj/oj-handlers';
import { ojContestHandlers } from './features/oj-contest/oj-contest-handlers';
import { rankingShareHandlers } from './features/oj-contest/ranking-share-handlers';
import { installIpBanGuard } from './features/ip-ban/ip-ban-guard';
import { permissionHandlers } from './features/permission/permission-handlers';
import { schoolContentHandlers } from './features/school-content/school-content-handlers';
import { screenRecordHandlers } from './features/screen-record/screen-record-handlers';
import { starCoinHandlers } from './features/star-coin/exchange-handlers';
import { teacherGrantHandlers } from './features/star-coin/teacher-grant-handlers';
import { typingHandlers } from './features/typing/typing-handlers';
import { examHandlers } from './features/exams/exam-handlers';
import { studentExamHandlers } from './features/exams/student-exam-handlers';
import { studentStarHandlers } from './features/star-coin/student-star-handlers';
import { worksHandlers } from './features/works/works-handlers';
import { workShareHandlers } from './features/works/work-share-handlers';
import { communityHandlers } from './features/community/community-handlers';
import { classroomHandlers } from './features/classroom/classroom-handlers';
import { homeworkHandlers } from './features/homework/homework-handlers';
import { studentCourseHandlers } from './features/classroom/student-course-handlers';
import { visitRecordHandlers } from './features/visit-record/visit-record-handlers';
import { createCaptchaProvider } from './features/session/captcha';
import type { CaptchaProvider } from './features/session/captcha-provider';
import { createLoginThrottle, type ThrottlePolicy } from './features/session/login-throttle';
import { sessionHandlers } from './features/session/session-handlers';
import { createPermissionTrees } from './auth/permission-trees';
import { createSessionStore } from './auth/session-store';
import { routeHandlers, type HandlerMap, type RouteHandler } from './handler';
import { operationLogRules, withStaffOperationLog } from './plugins/staff-operation-log';
import { createJudge, type Judge } from './judge';
import { announceJudgeReadiness } from './judge-queue/judge-readiness';
import { startJudgeWorkers, type JudgeWorkers } from './judge-queue/judge-workers';
import { verdictHooks } from './judge-hooks';
import { loadOpenApiDocument } from './openapi-document';
import { installContentTypeGuard } from './plugins/content-type-guard';
import { installAuthFirst } from './plugins/auth-first';
import { installQueryNumbers } from './plugins/query-numbers';
import { requestAjvOptions } from './plugins/request-ajv';
import { answerFrameworkError, installErrorHandler } from './plugins/error-handler';
import { installGracefulClose } from './plugins/graceful-close';
import { installJsonBodyParser } from './plugins/json-body';
import { createSecurityHandlers } from './plugins/security-handlers';
import { registerWebApp } from './plugins/web-app';

export interface BuildOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean | object;
  throttlePolicy?: ThrottlePolicy;
  /** The sign-in captcha; by default the one the configuration names. */
  captcha?: CaptchaProvider;
  /** How long each process may serve a cached IP ban list (default 5 s; tests use 0). */
  ipBanCacheMs?: number;
  /** A judge shared by several apps (tests); by default each app creates and closes its own. */
  judge?: Judge;
  /** Judge queued submissions in this process (default: config.judgeWorkers). */
  judgeWorkers?: boolean;
  /** The service account's provider; by default the one WECHAT_PROVIDER names. */
  messageProvider?: MessageAppProvider;
  /** Send queued template messages from this process (default true; tests dispatch by hand). */
  messageDispatcher?: boolean;
}

/** Every handler of the contract, by operationId. A missing one fails at start-up, not at call time. */
function allHandlers(deps: AppDeps, app: FastifyInstance, document: Record<string, unknown>): Map<string, RouteHandler> {
  const logRules = operationLogRules(document);
  const engine = crudHandlers(deps, entityOverrides);
  const maps: HandlerMap[] = [
    analyticsHandlers(deps),
    sessionHandlers(deps),
    permissionHandlers(deps),
    campusHandlers(deps),
    schoolBoardHandlers(deps),
    schoolSettingsHandlers(deps),
    appHandlers(deps),
    ojHandlers(deps),
    ojContestHandlers(deps),
    rankingShareHandlers(deps),
    schoolContentHandlers(deps),
    aiChatHandlers(deps),
    demoModeHandlers(deps),
    lessonDayHandlers(deps),
    editorHandlers(deps),
    visitRecordHandlers(deps),
    screenRecordHandlers(deps),
    starCoinHandlers(deps),
    teacherGrantHandlers(deps),
    typingHandlers(deps),
    examHandlers(deps),
    studentStarHandlers(deps),
    worksHandlers(deps),
    workShareHandlers(deps),
    communityHandlers(deps),
    teachingBoardHandlers(deps),
    financeBoardHandlers(deps),
    studentExamHandlers(deps),
    libraryHandlers(deps, app),
    schoolLookHandlers(deps),
    learningReportHandlers(deps),
    messageAppHandlers(deps, app),
    classroomHandlers(deps),
    homeworkHandlers(deps),
    studentCourseHandlers(deps),
    studentStoryHandlers(deps),
    engine,
    installAccountSafety(app, deps),
  ];
  const all = new Map<string, RouteHandler>();
  for (const map of maps) {
    for (const [operationId, handler] of routeHandlers(map)) {
      // An entity's generated operationId can equal a hand-written one; one would silently win.
      if (all.has(operationId)) throw new Error(`Two handlers for contract operation ${operationId}`);
      // Hand-written staff writes reach the school's operation log here; the engine logs its own.
      const rule = map === engine ? undefined : logRules.get(operationId)?.rule;
      all.set(operationId, rule && typeof rule === 'object' ? withStaffOperationLog(deps.db, operationId, rule, handler) : handler);
    }
  }
  return all;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); from anyone else it is ignored.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    frameworkErrors: answerFrameworkError,
    bodyLimit: 2 * 1024 * 1024,
    ajv: {
      customOptions: requestAjvOptions,
    },
  });

  const sessions = createSessionStore(db, config.sessionTtlHours);
  const judge = options.judge ?? createJudge();
  let workers: JudgeWorkers | null = null;
  // Started once the app is ready, so an app that fails to build leaves no polling loop behind.
  if (options.judgeWorkers ?? config.judgeWorkers) {
    app.addHook('onReady', async () => {
      workers = startJudgeWorkers({ db, judge, loadTask: (row) => loadJudgeTask(db, row), ...verdictHooks(db, app.log), log: app.log });
      // Not awaited: probing every slot takes a moment and the API need not wait for it.
      void announceJudgeReadiness(judge, app.log);
    });
  } else {
    app.addHook('onReady', async () => app.log.info('本进程不判题（JUDGE_WORKERS=0）：提交进入队列，由其他进程或 npm run judge-worker 判题'));
  }
  // onClose runs after the requests in flight: judgings under way are stored before the database closes.
  app.addHook('onClose', async () => {
    await workers?.stop();
    if (!options.judge) await judge.close();
  });
  const messageProvider = options.messageProvider ?? selectMessageAppProvider(app.log, config);
  let dispatcher: MessageDispatcher | null = null;
  if (options.messageDispatcher ?? true) {
    app.addHook('onReady', async () => {
      dispatcher = startMessageDispatcher(db, messageProvider, app.log);
      dispatcher.wake();
    });
  }
  app.addHook('onClose', async () => dispatcher?.stop());
  const deps: AppDeps = {
    db,
    config,
    sessions,
    permissionTrees: createPermissionTrees(),
    throttle: createLoginThrottle(db, options.throttlePolicy),
    captcha: options.captcha ?? createCaptchaProvider(db, config),
    oj: { judge, wake: () => workers?.wake() },
    messages: { provider: messageProvider, wake: () => dispatcher?.wake() },
  };
  const document = loadOpenApiDocument();
  const handlers = allHandlers(deps, app, document);

  const schemas = (document.components as { schemas: Record<string, never> }).schemas;
  installErrorHandler(app, (ref) => schemas[ref.replace('#/components/schemas/', '')]);
  installJsonBodyParser(app);
  installContentTypeGuard(app);
  installGracefulClose(app);
  installIpBanGuard(app, db, options.ipBanCacheMs ?? 5_000);
  installAuthFirst(app);
  installQueryNumbers(app);
  // Every answer the server tests receive is checked against the contract (tests/server/contract-answers.ts);
  // serialising answers through the success schema here would mangle failure envelopes.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) delete route.schema.response;
    if (ojBodyLimits[route.url]) route.bodyLimit = ojBodyLimits[route.url];
  });
  await app.register(formbody);
  await app.register(openapiGlue, {
    specification: document,
    securityHandlers: createSecurityHandlers(sessions),
    operationResolver: (operationId: string) => {
      const handler = handlers.get(operationId);
      if (!handler) throw new Error(`No handler for contract operation ${operationId}`);
      return handler;
    },
  });
  await registerWebApp(app, config.webDist);
  return app;
}
