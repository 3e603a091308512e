import { describe, expect, it } from 'vitest';
import { verdictColors } from './chart-colors';
import { pieChart, pieLegendHeight } from './pie-chart';

type Any = Record<string, any>;

describe('pieChart', () => {
  const chart = pieChart({
    categoryTitle: '评测结果',
    valueTitle: '提交',
    unit: '次',
    items: [
      { name: 'AC 通过', value: 3, colorKey: 'AC' },
      { name: 'WA 答案错误', value: 1, colorKey: 'WA' },
    ],
  });
  const series = (chart.option.series as Any[])[0];

  it('keeps the ring above the legend band at the bottom', () => {
    expect(chart.option.legend).toMatchObject({ type: 'scroll', bottom: 0 });
    expect(series.bottom).toBe(pieLegendHeight);
  });

  it('colours verdicts like their tags and says the unit and share in the tooltip', () => {
    expect(series.data.map((d: Any) => d.itemStyle.color)).toEqual([verdictColors.AC, verdictColors.WA]);
    const text = ((chart.option.tooltip as Any).formatter as (p: unknown) => string)({ name: 'AC 通过', value: 3, percent: 75 });
    expect(text).toBe('AC 通过：3 次（75%）');
  });

  it('lists count and share as a table', () => {
    expect(chart.table.rows).toEqual([
      { category: 'AC 通过', value: 3, share: 75 },
      { category: 'WA 答案错误', value: 1, share: 25 },
    ]);
    expect(chart.table.columns.map((c) => c.unit)).toEqual([undefined, '次', '%']);
  });
});
