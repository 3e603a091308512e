import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor } from '../../auth/session-actor';
import { recordOperation } from '../../crud/operation-log';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { bindQrFor, listBindings, listOutbox, queueTestMessage, unbind } from './message-app-people';
import { readMessageApp, saveMessageApp } from './message-app-settings';
import { wechatCallbackRoutes } from './wechat-callback-routes';

/**
 * 微信服务号: the school's service account, binding QR codes, who is bound, the test message and
 * the outbox; all under the vxservice permission and the staff member's own school. Every write is
 * logged; the app secret is never answered nor logged, nor is a bind QR's content (it binds).
 * Also registers WeChat's public callback (wechat-callback-routes).
 */
export function messageAppHandlers(deps: AppDeps, app: FastifyInstance): HandlerMap {
  void app.register(wechatCallbackRoutes, { db: deps.db });
  const { provider } = deps.messages;
  const staffWithVx = async (request: FastifyRequest) => {
    const actor = staffActor(await loadActor(deps.db, request, 'staff'));
    requirePermission(actor, ['vxservice']);
    return actor;
  };
  const withoutTemplates = <T extends { templates: unknown; callbackToken: unknown }>({ templates: _t, callbackToken: _c, ...rest }: T) => rest;
  return {
    async messageApp(request) {
      const actor = await staffWithVx(request);
      return ok(await readMessageApp(deps.db, actor.schoolId, provider.name));
    },
    async saveMessageApp(request) {
      const actor = await staffWithVx(request);
      const before = withoutTemplates(await readMessageApp(deps.db, actor.schoolId, provider.name));
      const saved = await saveMessageApp(deps.db, actor.schoolId, request.body, provider.name);
      await recordOperation(deps.db, request, actor, { operation: 'saveMessageApp', entityName: 'MessageApp', entityTitle: '微信服务号', ids: [actor.schoolId], before: [before], after: [{ ...withoutTemplates(saved), secretChanged: Boolean(request.body.appSecret?.trim()) }] });
      return ok(saved, '保存成功');
    },
    async messageAppBindQr(request) {
      const actor = await staffWithVx(request);
      const { personId, ...qr } = await bindQrFor(deps.db, provider, actor, request.body.personKind, request.body.studentId);
      await recordOperation(deps.db, request, actor, { operation: 'messageAppBindQr', entityName: 'WechatBinding', entityTitle: '服务号绑定二维码', ids: [personId], after: [{ personKind: request.body.personKind, personName: qr.personName, expiresAt: qr.expiresAt }] });
      return ok(qr);
    },
    async messageAppBindings(request) {
      const actor = await staffWithVx(request);
      return ok(await listBindings(deps.db, actor, request.body));
    },
    async messageAppUnbind(request) {
      const actor = await staffWithVx(request);
      const gone = await unbind(deps.db, actor, request.body.id);
      await recordOperation(deps.db, request, actor, { operation: 'messageAppUnbind', entityName: 'WechatBinding', entityTitle: '解除服务号绑定', ids: [gone.id], before: [{ personKind: gone.personKind, personId: gone.personId }] });
      return ok(null, '已解除绑定');
    },
    async messageAppSendTest(request) {
      const actor = await staffWithVx(request);
      const queued = await queueTestMessage(deps.db, actor);
      await recordOperation(deps.db, request, actor, { operation: 'messageAppSendTest', entityName: 'MessageOutbox', entityTitle: '服务号测试消息', ids: [actor.staffId], after: [{ queued }] });
      deps.messages.wake();
      return ok({ queued }, '测试消息已加入发送队列');
    },
    async messageAppOutbox(request) {
      const actor = await staffWithVx(request);
      return ok(await listOutbox(deps.db, actor, request.body));
    },
  };
}
