import { Statistic } from 'antd';
import { useMemo } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { categoryChart, dayWithoutYear } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';

/** 课消统计: lesson hours consumed per lesson day (sign-ins less corrections, from the hour ledger) and their worth. */
export function ConsumptionPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const days = board?.consumption ?? [];
  const hours = days.reduce((sum, d) => sum + d.hours, 0);
  const value = days.reduce((sum, d) => sum + d.value, 0);
  const chart = useMemo(
    () =>
      categoryChart({
        categoryTitle: '日期',
        categories: days.map((d) => d.day),
        axisLabelOf: dayWithoutYear,
        series: [
          { name: '课消课时', unit: '课时', kind: 'line', data: days.map((d) => d.hours) },
          { name: '课消金额', unit: '元', data: days.map((d) => d.value / 100), tableOnly: true },
        ],
      }),
    [days],
  );
  return (
    <ChartCard
      title="课消统计"
      label="课消统计图"
      loading={loading}
      empty={days.length === 0}
      emptyText="所选时间内还没有消耗课时；签到扣课时后，这里按天显示课消课时和金额。"
      chart={chart}
      height={220}
      summary={<Statistic title="课消课时" value={hours} suffix={`课时 · ${fenToYuan(value)}元`} />}
    />
  );
}
