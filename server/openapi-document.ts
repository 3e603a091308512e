import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled contract written by `npm run codegen`; the same document the client is generated from. */
export const openApiBundlePath = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'openapi.bundle.gen.json');

export function loadOpenApiDocument(): Record<string, unknown> {
  return JSON.parse(readFileSync(openApiBundlePath, 'utf8'));
}
