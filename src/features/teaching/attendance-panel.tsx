import { Statistic } from 'antd';
import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { categoryChart } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';

const states = ['出勤', '迟到', '补课', '请假', '缺勤'] as const;

/** 考勤统计: sign-ins of the period by status, and the attendance rate (出勤 + 迟到 + 补课 of all). */
export function AttendancePanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const a = board?.attendance ?? { present: 0, late: 0, leave: 0, absent: 0, makeUp: 0 };
  const total = a.present + a.late + a.leave + a.absent + a.makeUp;
  const rate = total ? Math.round(((a.present + a.late + a.makeUp) / total) * 1000) / 10 : 0;
  const chart = useMemo(
    () => categoryChart({ categoryTitle: '考勤', categories: states, colorByCategory: true, series: [{ name: '人次', unit: '人次', data: [a.present, a.late, a.makeUp, a.leave, a.absent] }] }),
    [a.present, a.late, a.makeUp, a.leave, a.absent],
  );
  return (
    <ChartCard
      title="考勤统计"
      label="考勤统计图"
      loading={loading}
      empty={total === 0}
      emptyText="所选时间内还没有学员签到；签到后，这里显示出勤、迟到、补课、请假、缺勤的人次和出勤率。"
      chart={chart}
      height={220}
      summary={<Statistic title="出勤率" value={rate} suffix={`%（共${total}人次）`} />}
    />
  );
}
