import type { SignInDay } from '../../api/generated/api.schemas';
import { categoryChart } from '../../app/charts/category-chart';

const kinds = [
  { key: 'staff', name: '教职工' },
  { key: 'student', name: '学生' },
  { key: 'admin', name: '管理员' },
  { key: 'failed', name: '失败' },
] as const;

/**
 * Sign-ins per day (or month) as lines, one per kind plus refused attempts. `period` names the
 * categories (日期, 月份); `axisLabelOf` shortens them on the axis.
 */
export function signInChart(days: readonly SignInDay[], period: '日期' | '月份', axisLabelOf?: (date: string) => string) {
  return categoryChart({
    categoryTitle: period,
    categories: days.map((d) => d.date),
    axisLabelOf,
    series: kinds.map((k) => ({ name: k.name, unit: '次' as const, kind: 'line' as const, data: days.map((d) => d[k.key]) })),
  });
}
