import { useSyncExternalStore } from 'react';

/**
 * The campus the school screens are filtered by, shared by the header selector and the
 * screens. Kept per tab (sessionStorage), so two tabs can look at two campuses.
 * `null` means all campuses.
 */
const storageKey = 'selectedCampusId';
const listeners = new Set<() => void>();

function read(): number | null {
  const raw = sessionStorage.getItem(storageKey);
  const id = raw === null ? NaN : Number(raw);
  return Number.isFinite(id) ? id : null;
}

export function setSelectedCampus(id: number | null): void {
  if (id === null) sessionStorage.removeItem(storageKey);
  else sessionStorage.setItem(storageKey, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedCampus(): [number | null, (id: number | null) => void] {
  return [useSyncExternalStore(subscribe, read), setSelectedCampus];
}
