import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { platformOverview } from '../../api/generated/analytics';
import type { SignInDay } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ChartCard } from '../../app/charts/chart-card';
import { signInChart } from './sign-in-chart';

/** Days summed per month (YYYY-MM), in the shape of a day so the sign-in chart draws it. */
export function perMonth(days: readonly SignInDay[]): SignInDay[] {
  const months = new Map<string, SignInDay>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const sum = months.get(key) ?? { date: key, staff: 0, student: 0, admin: 0, failed: 0 };
    months.set(key, { date: key, staff: sum.staff + day.staff, student: sum.student + day.student, admin: sum.admin + day.admin, failed: sum.failed + day.failed });
  }
  return [...months.values()];
}

/** /background/data-history: the last twelve months of sign-ins, month by month, from the login log. */
export function DataHistoryPage({ route }: PageProps) {
  const to = dayjs().format('YYYY-MM-DD');
  const from = dayjs().subtract(11, 'month').startOf('month').format('YYYY-MM-DD');
  const overview = useQuery({ queryKey: ['platform-overview', from, to], queryFn: () => content(platformOverview({ from, to }, withFlags({ admin: true, silent: true }))) });
  const months = useMemo(() => perMonth(overview.data?.signIns ?? []), [overview.data]);
  const chart = useMemo(() => signInChart(months, '月份'), [months]);
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{route.title}</Typography.Title>
        <Typography.Text type="secondary">近十二个月每月的登录次数（{from} 至 {to}）。</Typography.Text>
      </Card>
      {overview.isError && <Alert type="error" showIcon message="历史数据加载失败" style={{ marginBottom: 16 }} />}
      <ChartCard
        title="每月登录"
        label="每月登录次数"
        loading={overview.isPending}
        empty={!months.length}
        emptyText="近十二个月没有登录记录；有人登录后，这里按月显示登录次数。"
        chart={chart}
        exportName={`每月登录_${from}_${to}`}
        height={360}
      />
    </div>
  );
}
