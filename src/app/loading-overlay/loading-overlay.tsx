import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { loading } from '../../api/loading';

/** Calls that finish sooner than this never show the overlay, so fast screens do not flash. */
export const overlayDelayMs = 150;

/** Section 9: a fullscreen overlay while any non-silent request is in flight (antd Spin debounces by `delay`). */
export function LoadingOverlay({ delayMs = overlayDelayMs }: { delayMs?: number }) {
  const busy = useSyncExternalStore(loading.subscribe, () => loading.active > 0);
  return <Spin fullscreen spinning={busy} delay={delayMs} tip="加载中…" />;
}
