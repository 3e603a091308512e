import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.js';
import { pyodideAssets } from './scripts/vite-pyodide-assets.js';

/**
 * The build's version, a timestamp such as 20261122045512 (section 9: "a timestamp-like
 * string compared with the server's version file"). APP_VERSION may pin it, e.g. in CI.
 */
function buildVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`;
}

const appVersion = buildVersion();

/** Writes dist/version.json with the same version the bundle was built with, so open tabs can tell they are stale. */
function versionFile(version: string): Plugin {
  return {
    name: 'app-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version }, null, 2)}\n` });
    },
  };
}

const backend = 'http://127.0.0.1:8080';

/**
 * @refinedev/antd imports react-markdown (for its MarkdownField) at the top of its single
 * bundle file, and the markdown packages do not declare themselves side-effect free, so the
 * whole markdown stack would ride in the entry chunk although the app never renders it.
 * The same holds for @refinedev/core's CSV parser (papaparse, for its import hook) and its
 * stack-trace parser. These packages have no import-time side effects; declaring so lets them
 * be tree-shaken.
 */
const sideEffectFreePackages =
  /node_modules\/(react-markdown|remark-[^/]+|micromark[^/]*|mdast-util-[^/]+|unist-[^/]+|unified|vfile[^/]*|hast-[^/]+|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|parse-entities|bail|trough|is-plain-obj|is-buffer|extend|xtend|ccount|escape-string-regexp|markdown-table|repeat-string|mdurl|papaparse|error-stack-parser|stackframe)\//;

export default defineConfig({
  plugins: [react(), versionFile(appVersion), pyodideAssets(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: {
    proxy: {
      '/java-api': backend,
      '/api': backend,
      '/version.json': backend,
      '/uploads': backend,
    },
  },
  test: {
    server: {
      deps: {
        // Node would load this package's ESM build, which imports react-router's ESM build,
        // while the app's own imports resolve through Vite to react-router's CJS build: two
        // routers, and "useLocation() may be used only in the context of a <Router>".
        // Inlining it makes both go through the same resolution.
        inline: ['@refinedev/react-router'],
      },
    },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFreePackages.test(id),
      },
      // What every first screen needs statically, in two files rather than some thirty shared pieces
      // (fewer requests; brotli compresses one file better than many small ones): the libraries,
      // which stay cached across deployments, and the app's own shell.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-shell', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'app-shell', tags: ['$initial'] },
          ],
        },
      },
    },
    // The vendor libraries (antd, refine) are big by nature; pages are split per area.
    chunkSizeWarningLimit: 1500,
  },
});
