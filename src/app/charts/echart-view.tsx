import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import { useEffect, useRef } from 'react';
import { chartTheme, chartThemeName } from './chart-theme';

// Only the parts the dashboards draw: the whole of echarts would triple the chart chunk.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
echarts.registerTheme(chartThemeName, chartTheme);

/**
 * One echarts instance bound to a div, in the product theme: created once, fed each new option,
 * and resized whenever its box changes (a window resize, a sider folding, a card growing), so a
 * chart fills its column at 1280 and at 1920 pixels alike. Disposed on unmount.
 */
export function EChartView({ option, height = 320, label }: { option: EChartsOption; height?: number; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);
  useEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    // SVG: crisp at any zoom, and it renders where no canvas exists (jsdom in the web tests).
    const instance = echarts.init(box, chartThemeName, { renderer: 'svg' });
    chart.current = instance;
    const resize = () => instance.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(box);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
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
