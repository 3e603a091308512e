import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A memory snapshot of Pyodide right after Python has started, made once at build time in Node.
 * A cold start in the browser then restores the memory instead of initialising Python from the
 * standard library zip, the step that took most of the cold start (seconds on a busy classroom PC).
 * The snapshot holds only Pyodide's own start-up state (its environment is Pyodide's default,
 * HOME=/home/pyodide; no path or variable of the build machine).
 */
export async function makePyodideSnapshot(packageDir: string): Promise<Uint8Array> {
  const { loadPyodide } = (await import(pathToFileURL(join(packageDir, 'pyodide.mjs')).href)) as {
    loadPyodide(options: { indexURL: string; _makeSnapshot: boolean }): Promise<{ makeMemorySnapshot(): Uint8Array }>;
  };
  // Node's Pyodide takes the script path for sys.executable and the `_` variable; the browser's
  // is ./this.program. The snapshot must not carry the build machine's paths, so it is given that.
  const script = process.argv[1];
  process.argv[1] = './this.program';
  try {
    const pyodide = await loadPyodide({ indexURL: `${packageDir}/`, _makeSnapshot: true });
    return pyodide.makeMemorySnapshot();
  } finally {
    process.argv[1] = script;
  }
}
