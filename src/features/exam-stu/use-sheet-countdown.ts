import { useEffect, useMemo, useState } from 'react';
import type { StuSheetView } from '../../api/generated/api.schemas';

/**
 * Whether a sheet is being answered and how long it has left (ms) by the server's clock: the offset is
 * taken when each sheet view arrives, and the time ticks every second while the sheet is answered.
 */
export function useSheetCountdown(view: StuSheetView | null): { answering: boolean; left: number } {
  const [now, setNow] = useState(Date.now());
  // Read once per view, when it arrives: the server's moment against this machine's.
  const offset = useMemo(() => (view ? new Date(view.sheet.serverNow).getTime() - Date.now() : 0), [view]);
  const answering = view?.sheet.state === 'answering';
  useEffect(() => {
    if (!answering) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [answering]);
  const left = view?.sheet.deadline ? new Date(view.sheet.deadline).getTime() - (now + offset) : 0;
  return { answering, left };
}
