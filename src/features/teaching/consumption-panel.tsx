import { Statistic } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { EChart } from '../analytics/echart';
import { PanelCard } from './panel-card';

/** 课消统计: lesson hours consumed per lesson day (sign-ins less corrections, from the hour ledger) and their worth. */
export function ConsumptionPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const days = board?.consumption ?? [];
  const hours = days.reduce((sum, d) => sum + d.hours, 0);
  const value = days.reduce((sum, d) => sum + d.value, 0);
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, bottom: 30 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: '课消课时', type: 'line', data: days.map((d) => d.hours), smooth: true }],
    }),
    [days],
  );
  return (
    <PanelCard title="课消统计" loading={loading} empty={days.length === 0}>
      <Statistic title="课消课时" value={hours} suffix={`课时 · ${fenToYuan(value)}元`} />
      <EChart option={option} height={200} label="课消统计图" />
    </PanelCard>
  );
}
