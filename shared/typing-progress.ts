/**
 * Section 5: typing progress entries that are empty, zero, null or undefined are dropped before
 * saving. One function serves the web (before each save) and the server (on what it stores), so
 * a record never carries "0 errors on key q" or an empty day, and stays small.
 */
export function dropEmptyEntries<T>(value: T): T {
  return prune(value) as T;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === 0 || Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune).filter((item) => !isEmpty(item));
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const pruned = prune(entry);
      if (!isEmpty(pruned)) kept[key] = pruned;
    }
    return kept;
  }
  return value;
}

/** Whole-record bound on top of the contract's per-field bounds: what one save may store. */
export const maxTypingRecordBytes = 64 * 1024;
