import type { BarSeriesOption, EChartsOption, LineSeriesOption, YAXisComponentOption } from 'echarts';
import { chartColor } from './chart-colors';
import type { Chart } from './chart-table';
import { formatWithUnit, isWholeCount, type ChartUnit } from './chart-units';

/** One measure over the categories: bars by default, or a line (never smoothed past its points). */
export interface CategorySeries {
  name: string;
  data: readonly number[];
  unit: ChartUnit;
  kind?: 'bar' | 'line';
  /** Bars of one stack sit on each other. */
  stack?: string;
  /** Only in the table and export (a figure the chart would crowd, such as a day's 课消金额). */
  tableOnly?: boolean;
}

export interface CategoryChartSpec {
  /** What the categories are (教师, 日期, 学校): the table's first column. */
  categoryTitle: string;
  categories: readonly string[];
  series: readonly CategorySeries[];
  /** One measure whose bars take the colour of their category (出勤 green, 缺勤 red …). */
  colorByCategory?: boolean;
  /** A shorter label on the axis than in the table (a day without its year). */
  axisLabelOf?: (category: string) => string;
}

/** Days on an axis read without their year ("05-12"); the table keeps the whole date. */
export const dayWithoutYear = (day: string) => day.slice(5);

/** Height kept above the plot for a one-line legend, so it never sits on the axis name or the bars. */
export const legendHeight = 28;

/**
 * Zero, unless the figures themselves go below it: counts and money start at zero instead of
 * wherever echarts would round to, and nothing drawn ever dips under the axis.
 */
export const zeroFloor = (extent: { min: number }) => Math.min(0, extent.min);

interface TooltipParam {
  marker?: string;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  axisValueLabel?: string;
  value?: unknown;
}

/**
 * Bars or lines over categories (teachers, days, schools) with everything that makes a chart read at a
 * glance: a legend on its own line above the plot (only when there are two measures or more), axis
 * labels and unit names kept inside the plot's box, y axes from zero named by their unit (a second
 * axis on the right when two units are drawn), tooltips with units, and the same figures as a table.
 */
export function categoryChart(spec: CategoryChartSpec): Chart<EChartsOption> {
  const drawn = spec.series.filter((s) => !s.tableOnly);
  const units = [...new Set(drawn.map((s) => s.unit))].slice(0, 2);
  const showLegend = drawn.length > 1;
  const longLabels = spec.categories.some((c) => (spec.axisLabelOf?.(c) ?? c).length > 5);
  const yAxis: YAXisComponentOption[] = units.map((unit, index) => ({
    type: 'value',
    name: unit,
    position: index === 0 ? 'left' : 'right',
    min: zeroFloor,
    minInterval: isWholeCount(unit) ? 1 : undefined,
    splitLine: { show: index === 0 },
    axisLabel: { hideOverlap: true },
  }));
  const series = drawn.map((s, index): BarSeriesOption | LineSeriesOption => {
    const color = chartColor(s.name, index);
    const yAxisIndex = Math.max(0, units.indexOf(s.unit));
    if (s.kind === 'line') {
      return { type: 'line', name: s.name, yAxisIndex, data: [...s.data], smooth: false, showSymbol: s.data.length <= 31, itemStyle: { color }, lineStyle: { color } };
    }
    const data = spec.colorByCategory ? s.data.map((value, i) => ({ value, itemStyle: { color: chartColor(spec.categories[i] ?? '', i) } })) : [...s.data];
    return { type: 'bar', name: s.name, yAxisIndex, data, stack: s.stack, itemStyle: spec.colorByCategory ? undefined : { color } };
  });
  const option: EChartsOption = {
    legend: showLegend ? { show: true, type: 'scroll', top: 0, left: 'center', itemHeight: 12, data: drawn.map((s) => s.name) } : { show: false },
    // The box holds the axis labels and unit names ('same' bounds), so nothing is cut at 1280 px nor overlaps the legend.
    grid: { top: showLegend ? legendHeight + 8 : 8, left: 8, right: 12, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
        const head = list[0]?.axisValueLabel ?? list[0]?.name ?? '';
        const lines = list.map((p) => {
          const s = drawn.find((d) => d.name === p.seriesName) ?? drawn[p.seriesIndex ?? 0];
          const raw = typeof p.value === 'object' && p.value !== null ? (p.value as { value?: unknown }).value : p.value;
          return `${p.marker ?? ''}${p.seriesName ?? ''}：${formatWithUnit(Number(raw), s?.unit ?? '次')}`;
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: [...spec.categories],
      axisLabel: {
        interval: spec.categories.length <= 12 ? 0 : 'auto',
        rotate: longLabels && spec.categories.length > 4 ? 30 : 0,
        hideOverlap: true,
        width: 96,
        overflow: 'truncate',
        formatter: spec.axisLabelOf,
      },
    },
    yAxis,
    series,
  };
  const table = {
    columns: [{ key: 'category', title: spec.categoryTitle }, ...spec.series.map((s, i) => ({ key: `s${i}`, title: s.name, unit: s.unit }))],
    rows: spec.categories.map((category, row) => ({ category, ...Object.fromEntries(spec.series.map((s, i) => [`s${i}`, s.data[row] ?? 0])) })),
  };
  return { option, table };
}
