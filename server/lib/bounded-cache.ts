/**
 * A per-process map of things derived from keys the database gives on every call (grant
 * versions, allowed screens): entries never go stale, so there is nothing to invalidate, only
 * a bound. Distinct keys are few (one per role mix and package); past the bound the map starts afresh.
 */
export function boundedCache<V>(maxEntries = 2_000) {
  const entries = new Map<string, V>();
  return {
    get: (key: string): V | undefined => entries.get(key),
    has: (key: string): boolean => entries.has(key),
    set(key: string, value: V): V {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, value);
      return value;
    },
  };
}
