import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import { useEffect, useRef } from 'react';

// Only the parts the dashboards draw: the whole of echarts would triple the back-office chunk.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One echarts instance bound to a div: created once, fed each new option, resized with the window, disposed on unmount. */
export function EChartView({ option, height = 320, label }: { option: EChartsOption; height?: number; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);
  useEffect(() => {
    if (!element.current) return undefined;
    // SVG: crisp at any zoom, and it renders where no canvas exists (jsdom in the web tests).
    const instance = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
