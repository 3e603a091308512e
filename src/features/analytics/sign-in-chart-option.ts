import type { EChartsOption } from 'echarts';
import type { SignInDay } from '../../api/generated/api.schemas';

const series = [
  { key: 'staff', name: '教职工' },
  { key: 'student', name: '学生' },
  { key: 'admin', name: '管理员' },
  { key: 'failed', name: '失败' },
] as const;

/** Sign-ins per day as stacked-free lines, one per kind plus refused attempts. */
export function signInChartOption(days: readonly SignInDay[]): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name) },
    grid: { left: 40, right: 16, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ name: s.name, type: 'line', smooth: true, data: days.map((d) => d[s.key]) })),
  };
}
