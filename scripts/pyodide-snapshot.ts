import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A memory snapshot of Pyodide right after Python has started, made once at build time in Node.
 * A cold start in the browser then restores the memory instead of initialising Python from the
 * standard library zip, the step that took most of the cold start (seconds on a busy classroom PC).
 * The snapshot holds only Pyodide's own start-up state (its environment is Pyodide's default,
 * HOME=/home/pyodide; nothing of the build machine's).
 */
export async function makePyodideSnapshot(packageDir: string): Promise<Uint8Array> {
  const { loadPyodide } = (await import(pathToFileURL(join(packageDir, 'pyodide.mjs')).href)) as {
    loadPyodide(options: { indexURL: string; _makeSnapshot: boolean }): Promise<{ makeMemorySnapshot(): Uint8Array }>;
  };
  const pyodide = await loadPyodide({ indexURL: `${packageDir}/`, _makeSnapshot: true });
  return pyodide.makeMemorySnapshot();
}
