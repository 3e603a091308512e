import { Statistic } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { EChart } from '../analytics/echart';
import { PanelCard } from './panel-card';

/** 考勤统计: sign-ins of the period by status, and the attendance rate (出勤 + 迟到 + 补课 of all). */
export function AttendancePanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const a = board?.attendance ?? { present: 0, late: 0, leave: 0, absent: 0, makeUp: 0 };
  const total = a.present + a.late + a.leave + a.absent + a.makeUp;
  const rate = total ? Math.round(((a.present + a.late + a.makeUp) / total) * 1000) / 10 : 0;
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, bottom: 30 },
      xAxis: { type: 'category', data: ['出勤', '迟到', '补课', '请假', '缺勤'] },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: '人次', type: 'bar', data: [a.present, a.late, a.makeUp, a.leave, a.absent] }],
    }),
    [a.present, a.late, a.makeUp, a.leave, a.absent],
  );
  return (
    <PanelCard title="考勤统计" loading={loading} empty={total === 0}>
      <Statistic title="出勤率" value={rate} suffix={`%（共${total}人次）`} />
      <EChart option={option} height={200} label="考勤统计图" />
    </PanelCard>
  );
}
