import { useEffect, useRef } from 'react';
import { markKey } from './frame-probe';

/**
 * The typed characters of the physical keyboard, page-wide, while `active`: shortcuts (Ctrl,
 * Alt, Meta) and keys typed into form fields are left alone; Space and ' do not scroll or open
 * the browser's quick find while a child types.
 */
export function useKeyInput(active: boolean, onKey: (key: string, at: number) => void): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (event.key.length !== 1) return;
      event.preventDefault();
      markKey(event.timeStamp);
      handler.current(event.key, performance.now());
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [active]);
}
