import type { EChartsOption } from 'echarts';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../chunk-load/chunk-load-error';

// echarts is the largest library of the app: it loads with the first chart shown, not with the area.
const EChartView = lazy(() => loadChunk(() => import('./echart-view')).then((m) => ({ default: m.EChartView })));

/** A chart of the given echarts option; the space it takes is kept while the library loads. */
export function EChart(props: { option: EChartsOption; height?: number; label: string }) {
  return (
    <Suspense fallback={<div role="img" aria-label={props.label} aria-busy style={{ width: '100%', height: props.height ?? 320 }} />}>
      <EChartView {...props} />
    </Suspense>
  );
}
