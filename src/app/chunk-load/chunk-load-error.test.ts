import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../../shared/messages';
import { asChunkLoadError, ChunkLoadError, cssChunkLoadFailed, loadChunk } from './chunk-load-error';

afterEach(() => vi.useRealTimers());

describe('asChunkLoadError', () => {
  it('recognises failed dynamic imports across browsers', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: /assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      expect(asChunkLoadError(new TypeError(message))).toBeInstanceOf(ChunkLoadError);
    }
  });
  it('a stylesheet that failed to preload carries CSS_CHUNK_LOAD_FAILED', () => {
    expect(asChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))?.code).toBe(cssChunkLoadFailed);
    expect(asChunkLoadError(Object.assign(new Error('x'), { code: cssChunkLoadFailed }))?.code).toBe(cssChunkLoadFailed);
  });
  it('an ordinary bug is not a chunk error', () => {
    expect(asChunkLoadError(new TypeError('x is undefined'))).toBeNull();
  });
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });
  it('fails with ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(limits.chunkLoadTimeoutMs - 1);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBeInstanceOf(ChunkLoadError);
  });
  it('turns a failed import into ChunkLoadError and passes other errors through', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')))).rejects.toBeInstanceOf(ChunkLoadError);
    const bug = new RangeError('bug');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
