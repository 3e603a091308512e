import type { EChartsOption } from 'echarts';
import { chartColor } from './chart-colors';
import type { Chart } from './chart-table';
import { formatWithUnit, type ChartUnit } from './chart-units';

export interface PieChartSpec {
  /** What the slices are (评测结果): the table's first column. */
  categoryTitle: string;
  /** What the figures count (提交): the table's second column. */
  valueTitle: string;
  unit: ChartUnit;
  /** `colorKey` picks the slice's product colour (a verdict code) when its name is longer. */
  items: readonly { name: string; value: number; colorKey?: string }[];
}

/** Height kept under the ring for the legend, so legend and slices never meet. */
export const pieLegendHeight = 56;

/**
 * A ring of shares (verdicts of the submissions): a scrolling legend under it in a reserved band,
 * slices in the product colours, tooltips and labels with the unit and share, and a table of
 * count and share.
 */
export function pieChart(spec: PieChartSpec): Chart<EChartsOption> {
  const total = spec.items.reduce((sum, item) => sum + item.value, 0);
  const share = (value: number) => (total ? Math.round((value / total) * 1000) / 10 : 0);
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p) => {
        const item = p as { marker?: string; name: string; value: number; percent?: number };
        return `${item.marker ?? ''}${item.name}：${formatWithUnit(item.value, spec.unit)}（${item.percent ?? share(item.value)}%）`;
      },
    },
    legend: { type: 'scroll', orient: 'horizontal', bottom: 0, left: 'center', itemHeight: 12 },
    series: [
      {
        type: 'pie',
        name: spec.valueTitle,
        // The ring sits in the space above the legend's band.
        top: 0,
        bottom: pieLegendHeight,
        radius: ['40%', '70%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%' },
        data: spec.items.map((item, i) => ({ name: item.name, value: item.value, itemStyle: { color: chartColor(item.colorKey ?? item.name, i) } })),
      },
    ],
  };
  const table = {
    columns: [
      { key: 'category', title: spec.categoryTitle },
      { key: 'value', title: spec.valueTitle, unit: spec.unit },
      { key: 'share', title: '占比', unit: '%' as const },
    ],
    rows: spec.items.map((item) => ({ category: item.name, value: item.value, share: share(item.value) })),
  };
  return { option, table };
}
