import { desc } from 'drizzle-orm';
import { resolve } from 'node:path';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { aiChatKeys } from '../../db/schema';
import { currentView, requireAdminScreen, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { keptSecret } from '../../lib/kept-secret';
import { issueSignedToken, readSignedToken } from '../../lib/signed-token';
import { decryptKey, encryptKey, maskKey } from './key-cipher';

/** Long enough for one editing session's questions, short enough that a leaked token soon dies. */
const tokenMinutes = 10;
const upstreamTimeoutMs = 60_000;
const subjectPrefix = 'ai-chat:';

/** AI_CHAT_SECRET, or one kept beside the data folder (shared by processes on one machine). */
export function aiChatSecret(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): string {
  return keptSecret(resolve(deps.config.dataDir, '..'), '.ai-chat-secret', env.AI_CHAT_SECRET);
}

type KeyRow = typeof aiChatKeys.$inferSelect;

const present = (row: KeyRow) => ({ endpoint: row.endpoint, model: row.model, keyMasked: maskKey(row.keyHint), createdAt: row.createdAt.toISOString() });

async function currentKey(deps: AppDeps): Promise<KeyRow | null> {
  const [row] = await deps.db.select().from(aiChatKeys).orderBy(desc(aiChatKeys.id)).limit(1);
  return row ?? null;
}

const unavailable = () => new ApiFailure(ErrorCodes.ActionFailure, 'AI对话服务暂时不可用，请稍后再试');

/**
 * The AI chat service key (spec section 7): the administrator stores it encrypted, it is only
 * ever shown masked, and editors reach the service through this server with a short-lived
 * signed token; the key itself never leaves the server.
 */
export function aiChatHandlers(deps: AppDeps): HandlerMap {
  const secret = aiChatSecret(deps);
  return {
    async aiChatKeyGet(request) {
      await requireAdminScreen(deps, request, ['chatgpt']);
      const row = await currentKey(deps);
      return ok(row && present(row));
    },
    async aiChatKeyCreate(request) {
      await requireAdminScreen(deps, request, ['chatgpt']);
      const body = request.body;
      const apiKey = body.apiKey.trim();
      const [row] = await deps.db
        .insert(aiChatKeys)
        .values({ endpoint: body.endpoint.trim().replace(/\/+$/, ''), model: body.model.trim(), keyCipher: encryptKey(apiKey, secret), keyHint: apiKey.slice(-4), createdBy: request.auth!.accountId })
        .returning();
      return ok(present(row));
    },
    async aiChatToken(request) {
      const view = await currentView(deps, request);
      if (!(await currentKey(deps))) throw new ApiFailure(ErrorCodes.ActionFailure, '尚未配置AI对话服务');
      const expiresAt = Date.now() + tokenMinutes * 60_000;
      const token = issueSignedToken({ subject: `${subjectPrefix}${view.kind}:${request.auth!.accountId}`, expiresAt }, secret);
      return ok({ token, expiresAt: new Date(expiresAt).toISOString() });
    },
    async aiChatCompletions(request) {
      const grant = readSignedToken(String(request.headers['x-ai-chat-token'] ?? ''), secret);
      // AuthFailure, not InvalidToken: a stale chat token must not end the user's session in the web app.
      if (!grant?.subject.startsWith(subjectPrefix)) throw new ApiFailure(ErrorCodes.AuthFailure, 'AI对话令牌无效或已过期，请重新打开对话');
      const row = await currentKey(deps);
      if (!row) throw new ApiFailure(ErrorCodes.ActionFailure, '尚未配置AI对话服务');
      const { messages } = request.body;
      let answer: { choices?: { message?: { role?: string; content?: string } }[] };
      try {
        const response = await fetch(`${row.endpoint}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${decryptKey(row.keyCipher, secret)}` },
          body: JSON.stringify({ model: row.model, messages, stream: false }),
          signal: AbortSignal.timeout(upstreamTimeoutMs),
        });
        if (!response.ok) {
          request.log.warn({ status: response.status }, 'AI chat service refused the request');
          throw unavailable();
        }
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        if (error instanceof ApiFailure) throw error;
        request.log.warn({ err: error }, 'AI chat service unreachable');
        throw unavailable();
      }
      const message = answer.choices?.[0]?.message;
      if (typeof message?.content !== 'string') throw unavailable();
      return ok({ role: message.role ?? 'assistant', content: message.content });
    },
  };
}
