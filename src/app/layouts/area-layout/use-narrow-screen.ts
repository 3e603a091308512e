import { useSyncExternalStore } from 'react';

/** Below this width (a phone held upright, 375 px) the header keeps only what a child needs at hand. */
export const narrowQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(narrowQuery);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** Whether the window is phone-narrow, following it as it is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches, () => false);
}
