import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import { isolatedPagePaths } from '../../shared/pyodide-assets';
import { fail } from '../lib/envelope';
import { isApiRequest } from './api-path';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and history-mode fallback for every other GET that is not an API call. Files are sent
 * brotli- or gzip-compressed by Accept-Encoding from the `.br`/`.gz` copies the build writes.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // A wildcard route, not one route per file: the API's own /version.json stays the
      // only route of that name, and unknown paths fall through to the history fallback.
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        const asset = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A worker started by a cross-origin isolated page (Python, Monaco) must itself declare
        // require-corp, or Chromium refuses to run it; on other assets the header changes nothing.
        if (asset) res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
        // Caches must keep the compressed and the plain answer apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found; run `npm run build` to serve the UI');
  }
  // The root is a client-side route too (the static wildcard would refuse it as a directory).
  app.get('/', (_request, reply) => (hasBuild ? reply.header('Cache-Control', 'no-cache').sendFile('index.html') : reply.callNotFound()));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiRequest(request)) {
      return reply.code(404).send(fail(ErrorCodes.NotFound, messages.notFound));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send(fail(ErrorCodes.NotFound, messages.notFound));
    if (!hasBuild) return reply.code(404).type('text/plain; charset=utf-8').send('Web app not built. Run `npm run build`.');
    // A missing asset is a real 404; anything else is a client-side route.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send('Not found');
    reply.header('Cache-Control', 'no-cache');
    if (isolatedPagePaths.includes(path.replace(/\/$/, ''))) {
      // Python pages need SharedArrayBuffer (Stop and input()); every asset is same-origin, so require-corp blocks nothing of ours.
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Embedder-Policy', 'require-corp');
    }
    return reply.sendFile('index.html');
  });
}
