/** Counts requests that want the loading overlay; the overlay component subscribes. */
type Listener = (active: number) => void;

let active = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l(active);
}

export const loading = {
  start(): void {
    active += 1;
    emit();
  },
  stop(): void {
    active = Math.max(0, active - 1);
    emit();
  },
  get active(): number {
    return active;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
