import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withColumnLimits } from './openapi-limits';

/** The bundled contract written by `npm run codegen`; the same document the client is generated from. */
export const openApiBundlePath = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'openapi.bundle.gen.json');

/** The contract as the server validates requests against it: the bundle plus the database's limits (openapi-limits.ts). */
export function loadOpenApiDocument(): Record<string, unknown> {
  return withColumnLimits(JSON.parse(readFileSync(openApiBundlePath, 'utf8')));
}
