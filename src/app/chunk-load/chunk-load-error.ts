import { limits } from '../../../shared/messages';

/** Section 8 "Page loading": the code of a stylesheet chunk that failed to load. */
export const cssChunkLoadFailed = 'CSS_CHUNK_LOAD_FAILED';

/** A page's code or stylesheet could not be fetched (deploy replaced it, network down, too slow). */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly code?: typeof cssChunkLoadFailed,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** The messages browsers and Vite's preload helper use when a dynamic import fails. */
const jsChunkFailure = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk .* failed/i;
const cssChunkFailure = /Unable to preload CSS|Loading CSS chunk .* failed/i;

/** Turns whatever a failed dynamic import threw into a ChunkLoadError, or returns null for real bugs. */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (cssChunkFailure.test(message)) return new ChunkLoadError(message, cssChunkLoadFailed, error);
  if ((error as { code?: unknown })?.code === cssChunkLoadFailed) return new ChunkLoadError(message, cssChunkLoadFailed, error);
  if ((error as { name?: unknown })?.name === 'ChunkLoadError' || jsChunkFailure.test(message)) return new ChunkLoadError(message, undefined, error);
  return null;
}

/**
 * Loads a chunk, failing with ChunkLoadError after the section-9 chunk timeout (limits.chunkLoadTimeoutMs) or
 * when the import itself fails for chunk reasons.
 */
export function loadChunk<T>(factory: () => Promise<T>, timeoutMs: number = limits.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`页面加载超时（${timeoutMs} ms）`)), timeoutMs);
    factory().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(error) ?? error);
      },
    );
  });
}
