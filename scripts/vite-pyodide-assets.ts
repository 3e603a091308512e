import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pyodideBase, pyodideFiles } from '../shared/pyodide-assets.js';

const packageDir = join(process.cwd(), 'node_modules', 'pyodide');
const types: Record<string, string> = { mjs: 'text/javascript', wasm: 'application/wasm', zip: 'application/zip', json: 'application/json' };

/** Copies Pyodide's runtime into the build under pyodideBase, and serves it from node_modules in development. */
export function pyodideAssets(): Plugin {
  return {
    name: 'pyodide-assets',
    async generateBundle() {
      for (const file of pyodideFiles) {
        this.emitFile({ type: 'asset', fileName: `${pyodideBase.slice(1)}${file}`, source: await readFile(join(packageDir, file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(pyodideBase) ? req.url.slice(pyodideBase.length).split('?')[0] : null;
        if (!file || !(pyodideFiles as readonly string[]).includes(file)) return next();
        res.setHeader('Content-Type', types[file.split('.').pop()!] ?? 'application/octet-stream');
        createReadStream(join(packageDir, file)).pipe(res);
      });
    },
  };
}
