/**
 * Typing needs a physical keyboard: a device whose every pointer is coarse (a tablet or phone
 * without a mouse) gets a clear message instead of an exercise it cannot do.
 */
export function lacksPhysicalKeyboard(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(any-pointer: coarse)').matches && !window.matchMedia('(any-pointer: fine)').matches;
}
