/**
 * A process-wide nudge: business writes call `messagesQueued()` after their transaction commits
 * and this process's dispatcher sends at once instead of at its next poll. Writes made through the
 * entity engine have no app dependencies at hand, hence a listener rather than AppDeps.
 */
const listeners = new Set<() => void>();

export function onMessagesQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesQueued(): void {
  for (const listener of listeners) listener();
}

/** Runs a transaction-returning write, then nudges the dispatcher once it has committed. */
export async function thenSend<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  messagesQueued();
  return result;
}
