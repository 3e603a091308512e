import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';

/** The built web app's version file; 'dev' when no build is present. */
export function appHandlers(deps: AppDeps): HandlerMap {
  return {
    async getVersionFile(_request, reply) {
      reply.header('Cache-Control', 'no-store');
      try {
        return JSON.parse(await readFile(join(deps.config.webDist, 'version.json'), 'utf8'));
      } catch {
        return { version: 'dev' };
      }
    },
  };
}
