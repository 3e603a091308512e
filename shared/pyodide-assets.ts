/**
 * Where the app serves Pyodide's runtime files (copied from the npm package at build time, never
 * from a CDN: school networks may have no internet). The version is in the folder name, so the
 * files are cached as immutable like the other hashed assets.
 */
export const pyodideVersion = '314.0.7';
export const pyodideBase = `/assets/pyodide-${pyodideVersion}/`;
export const pyodideFiles = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;
/** Pyodide's memory just after Python started, made at build time: restoring it skips Python's own start-up. */
export const pyodideSnapshotFile = 'pyodide-snapshot.bin';

/**
 * Pages that run Python: they are sent cross-origin isolated (COOP/COEP), which the Stop button's
 * interrupt buffer and input() need (both use SharedArrayBuffer). Only these pages: isolation would
 * block other pages' third-party embeds (a lesson's video plays on /code-classroom/video for that reason).
 */
export const isolatedPagePaths = ['/python/editor_v2', '/cpp/editor', '/python/course_v2', '/python/teachpy_v2', '/python/exam_v2', '/MiniWorksDetails'];
