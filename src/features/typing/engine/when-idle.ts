/**
 * Runs work the next typing keystroke or frame should not wait for (rendering sounds, drawing a
 * new word's looks) when the page is idle, at the latest after two seconds. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
