import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts in woff/woff2 and archives already are. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|ttf|eot|wasm|bin)$/i;

/** Below this size the header overhead eats the gain; the server then sends the file as is. */
const minBytes = 1024;

/**
 * Brotli's highest quality costs minutes on a multi-megabyte file (Pyodide's wasm) for a gain
 * of a few per cent; above this size a quality that takes seconds is used.
 */
const largeBytes = 2 * 1024 * 1024;

/**
 * Writes `file.br` and `file.gz` beside one file, each only when it is smaller than the
 * original. Brotli at its highest quality: the work is paid once at build time, not per visit.
 */
export async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: source.length > largeBytes ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: /\.wasm$/i.test(path) ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([br.length < source.length && writeFile(`${path}.br`, br), gz.length < source.length && writeFile(`${path}.gz`, gz)]);
}

/**
 * Precompressed copies of the built web app, so the server sends brotli or gzip by the
 * browser's Accept-Encoding without compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(files.map((name) => precompressFile(join(dir, name))));
    },
  };
}
