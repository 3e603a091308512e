import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pyodideBase, pyodideFiles, pyodideSnapshotFile } from '../shared/pyodide-assets.js';
import { makePyodideSnapshot } from './pyodide-snapshot.js';

const packageDir = join(process.cwd(), 'node_modules', 'pyodide');
const types: Record<string, string> = { mjs: 'text/javascript', wasm: 'application/wasm', zip: 'application/zip', json: 'application/json', bin: 'application/octet-stream' };

/** Copies Pyodide's runtime and its start-up snapshot into the build under pyodideBase, and serves them from node_modules in development. */
export function pyodideAssets(): Plugin {
  let devSnapshot: Promise<Uint8Array> | null = null;
  return {
    name: 'pyodide-assets',
    async generateBundle() {
      for (const file of pyodideFiles) {
        this.emitFile({ type: 'asset', fileName: `${pyodideBase.slice(1)}${file}`, source: await readFile(join(packageDir, file)) });
      }
      this.emitFile({ type: 'asset', fileName: `${pyodideBase.slice(1)}${pyodideSnapshotFile}`, source: await makePyodideSnapshot(packageDir) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(pyodideBase) ? req.url.slice(pyodideBase.length).split('?')[0] : null;
        if (file === pyodideSnapshotFile) {
          devSnapshot ??= makePyodideSnapshot(packageDir);
          void devSnapshot.then((snapshot) => {
            res.setHeader('Content-Type', types.bin);
            res.end(snapshot);
          }, next);
          return;
        }
        if (!file || !(pyodideFiles as readonly string[]).includes(file)) return next();
        res.setHeader('Content-Type', types[file.split('.').pop()!] ?? 'application/octet-stream');
        createReadStream(join(packageDir, file)).pipe(res);
      });
    },
  };
}
