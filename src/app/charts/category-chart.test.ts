import type { EChartsOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { categoryChart, legendHeight, zeroFloor } from './category-chart';
import { attendanceColors, measureColors } from './chart-colors';

type Any = Record<string, any>;
const grid = (o: EChartsOption) => o.grid as Any;
const legend = (o: EChartsOption) => o.legend as Any;
const yAxes = (o: EChartsOption) => o.yAxis as Any[];
const series = (o: EChartsOption) => o.series as Any[];
const tooltipText = (o: EChartsOption, params: unknown) => ((o.tooltip as Any).formatter as (p: unknown) => string)(params);

const money = categoryChart({
  categoryTitle: '日期',
  categories: ['2026-05-01', '2026-05-02'],
  series: [
    { name: '收入', unit: '元', data: [1234.5, 0] },
    { name: '退款', unit: '元', data: [0, 120.5] },
  ],
});

describe('categoryChart', () => {
  it('keeps the legend on its own line above the plot, and the plot below it', () => {
    const o = money.option;
    expect(legend(o)).toMatchObject({ show: true, type: 'scroll', top: 0 });
    // A scrolling legend never wraps to a second line, so the reserved band always holds it.
    expect(grid(o).top).toBeGreaterThanOrEqual(legendHeight);
    // Axis labels and unit names stay inside the plot's box instead of spilling over the legend or the edges.
    expect(grid(o)).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
  });

  it('draws no legend for a single measure and gives its room back to the plot', () => {
    const one = categoryChart({ categoryTitle: '考勤', categories: ['出勤', '缺勤'], series: [{ name: '人次', unit: '人次', data: [3, 1] }] }).option;
    expect(legend(one).show).toBe(false);
    expect(grid(one).top).toBeLessThan(legendHeight);
  });

  it('starts value axes at zero, named by their unit, and whole counts never show fractions', () => {
    const [axis] = yAxes(money.option);
    expect(axis.name).toBe('元');
    expect(axis.min({ min: 12, max: 80 })).toBe(0);
    // Real negative figures stay visible rather than being cut off.
    expect(zeroFloor({ min: -3 })).toBe(-3);
    expect(axis.minInterval).toBeUndefined();
    const people = categoryChart({ categoryTitle: '分数段', categories: ['0-59'], series: [{ name: '人数', unit: '人', data: [2] }] }).option;
    expect(yAxes(people)[0]).toMatchObject({ name: '人', minInterval: 1 });
  });

  it('puts a second unit on its own axis at the right', () => {
    const o = categoryChart({
      categoryTitle: '学校',
      categories: ['一中', '二中'],
      series: [
        { name: '登录次数', unit: '次', data: [300, 20] },
        { name: '班级', unit: '个', data: [4, 2] },
      ],
    }).option;
    expect(yAxes(o).map((a) => [a.name, a.position])).toEqual([['次', 'left'], ['个', 'right']]);
    expect(series(o).map((s) => s.yAxisIndex)).toEqual([0, 1]);
  });

  it('never smooths a line (a curve would dip below zero between points)', () => {
    const o = categoryChart({ categoryTitle: '日期', categories: ['05-01', '05-02', '05-03'], series: [{ name: '课消课时', unit: '课时', kind: 'line', data: [4, 0, 4] }] }).option;
    expect(series(o)[0]).toMatchObject({ type: 'line', smooth: false });
    expect(JSON.stringify(o)).not.toContain('"smooth":true');
  });

  it('writes units into the tooltip, money in yuan with two decimals', () => {
    const text = tooltipText(money.option, [
      { axisValueLabel: '2026-05-01', seriesName: '收入', seriesIndex: 0, value: 1234.5, marker: '' },
      { axisValueLabel: '2026-05-01', seriesName: '退款', seriesIndex: 1, value: 0, marker: '' },
    ]);
    expect(text).toContain('2026-05-01');
    expect(text).toContain('收入：1,234.50 元');
    expect(text).toContain('退款：0.00 元');
    const hours = categoryChart({ categoryTitle: '教师', categories: ['王老师'], series: [{ name: '授课课时', unit: '课时', data: [6] }] }).option;
    expect(tooltipText(hours, [{ name: '王老师', seriesName: '授课课时', value: 6 }])).toContain('授课课时：6 课时');
  });

  it('gives measures and states the product colours, the same on every page', () => {
    expect(series(money.option).map((s) => s.itemStyle.color)).toEqual([measureColors['收入'], measureColors['退款']]);
    const attendance = categoryChart({ categoryTitle: '考勤', categories: ['出勤', '缺勤'], colorByCategory: true, series: [{ name: '人次', unit: '人次', data: [3, 1] }] }).option;
    expect(series(attendance)[0].data.map((d: Any) => d.itemStyle.color)).toEqual([attendanceColors['出勤'], attendanceColors['缺勤']]);
  });

  it('lists the same figures as a table, with the table-only measures too', () => {
    const chart = categoryChart({
      categoryTitle: '日期',
      categories: ['2026-05-01'],
      axisLabelOf: (d) => d.slice(5),
      series: [
        { name: '课消课时', unit: '课时', kind: 'line', data: [3] },
        { name: '课消金额', unit: '元', data: [240], tableOnly: true },
      ],
    });
    expect(chart.table.columns).toEqual([
      { key: 'category', title: '日期' },
      { key: 's0', title: '课消课时', unit: '课时' },
      { key: 's1', title: '课消金额', unit: '元' },
    ]);
    expect(chart.table.rows).toEqual([{ category: '2026-05-01', s0: 3, s1: 240 }]);
    // Only drawn measures are series; the table-only one does not add an axis.
    expect(series(chart.option)).toHaveLength(1);
    expect(yAxes(chart.option)).toHaveLength(1);
  });
});

describe('titleWithUnit', () => {
  it('adds the unit to a heading unless the heading already names it', async () => {
    const { titleWithUnit } = await import('./chart-units');
    expect(titleWithUnit('收入', '元')).toBe('收入（元）');
    expect(titleWithUnit('课消课时', '课时')).toBe('课消课时');
    expect(titleWithUnit('日期', undefined)).toBe('日期');
  });
});
