import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { categoryChart } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';

/** 教师课时: lesson hours each teacher taught in the period (signed lessons) and what their students consumed, most first. */
export function TeacherHoursPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const teachers = board?.teachers ?? [];
  const chart = useMemo(
    () =>
      categoryChart({
        categoryTitle: '教师',
        categories: teachers.map((t) => t.teacherName),
        series: [
          { name: '授课课时', unit: '课时', data: teachers.map((t) => t.hours) },
          { name: '学员课消', unit: '课时', data: teachers.map((t) => t.consumed) },
          { name: '授课节数', unit: '次', data: teachers.map((t) => t.lessons), tableOnly: true },
          { name: '上课人次', unit: '人次', data: teachers.map((t) => t.students), tableOnly: true },
        ],
      }),
    [teachers],
  );
  return (
    <ChartCard
      title="教师课时"
      label="教师课时图"
      loading={loading}
      empty={teachers.length === 0}
      emptyText="所选时间内还没有签到的课次；课次签到后，这里按教师显示授课课时和学员课消。"
      chart={chart}
      height={260}
    />
  );
}
