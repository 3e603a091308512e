import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { EChart } from '../analytics/echart';
import { PanelCard } from './panel-card';

/** 教师课时: lesson hours each teacher taught in the period (signed lessons), most first. */
export function TeacherHoursPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const teachers = board?.teachers ?? [];
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: ['授课课时', '学员课消'] },
      grid: { left: 40, right: 16, bottom: 40 },
      xAxis: { type: 'category', data: teachers.map((t) => t.teacherName), axisLabel: { interval: 0, rotate: teachers.length > 5 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '授课课时', type: 'bar', data: teachers.map((t) => t.hours) },
        { name: '学员课消', type: 'bar', data: teachers.map((t) => t.consumed) },
      ],
    }),
    [teachers],
  );
  return (
    <PanelCard title="教师课时" loading={loading} empty={teachers.length === 0}>
      <EChart option={option} height={260} label="教师课时图" />
    </PanelCard>
  );
}
