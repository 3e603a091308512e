/** Every request in flight, so an expired session can cancel them all at once. */
const pending = new Set<AbortController>();

export const pendingRequests = {
  add(controller: AbortController): void {
    pending.add(controller);
  },
  remove(controller: AbortController): void {
    pending.delete(controller);
  },
  cancelAll(reason = 'session expired'): void {
    for (const c of pending) c.abort(reason);
    pending.clear();
  },
  get size(): number {
    return pending.size;
  },
};
