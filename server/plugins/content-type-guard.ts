import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { ApiFailure } from '../lib/api-failure';

/**
 * Fastify validates a body only against the schema of its own content type, so a body
 * sent as another type (text/plain, say) would reach the handler unchecked. Refuse it.
 */
export function installContentTypeGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
    if (!body?.content) return;
    const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (request.body === undefined || request.body === null) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：请求体不能为空');
    if (!(type in body.content)) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：不支持的请求格式 ${type || '（未指定）'}`);
  });
}
