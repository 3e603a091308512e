import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { schoolMessageApps, wechatBindings } from '../../db/schema';
import { consumeBindScene } from './bind-tokens';
import { parseWechatEvent } from './wechat-event-xml';
import { verifyWechatSignature } from './wechat-signature';

/** Where each school's WeChat server configuration points (URL 服务器地址). */
export const wechatCallbackPath = '/api/wechat/callback/:schoolId';
/** WeChat's event pushes are a few hundred bytes; anything much bigger is not from WeChat. */
const callbackBodyLimit = 16 * 1024;

type Query = Record<string, unknown>;

const refuse = (reply: FastifyReply, status: number, text: string) => reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * WeChat's calls to the school's server, public (no session) and outside the JSON contract: each is
 * checked against the school's own callback token (WeChat's signature over token, timestamp and
 * nonce) before anything is read. GET answers the echo of the server verification; POST reads a
 * follow (subscribe) or scan (SCAN) of a binding QR code and binds the follower's openid to the
 * token's person, and an unfollow drops the follower's bindings at this school.
 */
export async function wechatCallbackRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: callbackBodyLimit }, (_request, body, done) => done(null, body));

  const schoolToken = async (raw: unknown): Promise<{ schoolId: number; token: string | null } | null> => {
    const schoolId = typeof raw === 'string' && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
    if (!schoolId) return null;
    const [row] = await db.select({ token: schoolMessageApps.callbackToken }).from(schoolMessageApps).where(eq(schoolMessageApps.schoolId, schoolId)).limit(1);
    return { schoolId, token: row?.token ?? null };
  };

  app.get<{ Params: { schoolId: string }; Querystring: Query }>(wechatCallbackPath, async (request, reply) => {
    const school = await schoolToken(request.params.schoolId);
    const echo = request.query.echostr;
    if (!school || !verifyWechatSignature(school.token, request.query) || typeof echo !== 'string' || echo.length > 128) return refuse(reply, 403, '签名校验失败');
    return reply.type('text/plain; charset=utf-8').send(echo);
  });

  app.post<{ Params: { schoolId: string }; Querystring: Query; Body: unknown }>(wechatCallbackPath, { bodyLimit: callbackBodyLimit }, async (request, reply) => {
    const school = await schoolToken(request.params.schoolId);
    if (!school || !verifyWechatSignature(school.token, request.query)) return refuse(reply, 403, '签名校验失败');
    const event = typeof request.body === 'string' ? parseWechatEvent(request.body) : null;
    if (!event) return refuse(reply, 400, '无法识别的消息');
    if (event.msgType === 'event' && (event.event === 'subscribe' || event.event === 'SCAN') && event.eventKey) {
      const bound = await consumeBindScene(db, school.schoolId, event.eventKey, event.fromUser);
      request.log.info({ wechatBind: { schoolId: school.schoolId, bound: Boolean(bound) } }, 'WeChat binding scan');
    } else if (event.msgType === 'event' && event.event === 'unsubscribe') {
      await db.delete(wechatBindings).where(and(eq(wechatBindings.schoolId, school.schoolId), eq(wechatBindings.openid, event.fromUser)));
    }
    // WeChat retries anything but "success" (or an empty answer) three times.
    return reply.type('text/plain; charset=utf-8').send('success');
  });
}
