import type { EChartsOption } from 'echarts';

/** Bars per category (school, province), one series per measure, longest first as given. */
export function barChartOption(categories: readonly string[], series: readonly { name: string; data: readonly number[] }[]): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 40, right: 16, top: 40, bottom: 60 },
    xAxis: { type: 'category', data: [...categories], axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ name: s.name, type: 'bar', data: [...s.data] })),
  };
}
