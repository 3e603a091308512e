import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import { ApiFailure } from '../lib/api-failure';
import { fail } from '../lib/envelope';
import { validationMessage, type SchemaError, type SchemaLookup } from './validation-message';
import { isApiRequest } from './api-path';

/** The schema a request part was validated against; bodies may be keyed by content type. */
function requestSchema(request: FastifyRequest, context: string | undefined): unknown {
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context ?? 'body'] as
    | { content?: Record<string, { schema: unknown }> }
    | undefined;
  if (!schema?.content) return schema;
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim();
  return (schema.content[type] ?? Object.values(schema.content)[0])?.schema;
}

/**
 * Every failure leaves as an envelope with HTTP 200 (section 8: the client reads the
 * success flag and code); only unknown routes keep a real 404. Nothing becomes a bare 500.
 */
export function installErrorHandler(app: FastifyInstance, lookup: SchemaLookup): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiRequest(request)) {
      // The web app's files: a plain HTTP answer, not an envelope.
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'error serving the web app');
      return reply.code(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Server error' : error.message);
    }
    if (error instanceof ApiFailure) {
      return reply.code(200).send(fail(error.code, error.message, error.content));
    }
    if (error.validation) {
      const context = error.validationContext;
      const schema = requestSchema(request, context);
      return reply.code(200).send(fail(ErrorCodes.InvalidParameter, validationMessage(error.validation as SchemaError[], context, schema, lookup)));
    }
    // Security handlers of the contract failed: no valid session for this call.
    if (error.name === 'Unauthorized' && error.statusCode === 401) {
      const inner = error.errors?.find((e): e is ApiFailure => e instanceof ApiFailure);
      return reply.code(200).send(fail(ErrorCodes.InvalidToken, inner?.message ?? messages.loginExpired));
    }
    if (error.statusCode === 415) {
      return reply.code(200).send(fail(ErrorCodes.InvalidParameter, '参数错误：不支持的请求格式'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(200).send(fail(ErrorCodes.InvalidParameter, '参数错误：请求体不是有效的 JSON'));
    }
    if (error.statusCode === 413) {
      return reply.code(200).send(fail(ErrorCodes.InvalidParameter, '参数错误：请求体过大'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(200).send(fail(ErrorCodes.InvalidParameter, `${messages.invalidParameter}：${error.message}`));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(200).send(fail(ErrorCodes.SysError, messages.sysError));
  });
}

/**
 * Errors the router raises before any route or hook runs (a malformed percent-escape in the path,
 * say): under the API they answer the envelope like every other failure.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (!isApiRequest(request)) {
    reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    return;
  }
  reply.code(200).send(fail(ErrorCodes.InvalidParameter, '参数错误：请求地址格式不正确'));
}
