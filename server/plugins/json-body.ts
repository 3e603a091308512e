import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` with an empty body on POSTs that
 * carry no data (logout, freshData). Treat that as "no body" instead of a parse error;
 * everything else goes through Fastify's own parser (with its prototype-poisoning guard).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parse(request, body as string, done);
  });
}
