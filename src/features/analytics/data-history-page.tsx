import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { platformOverview } from '../../api/generated/analytics';
import type { SignInDay } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { signInChartOption } from './sign-in-chart-option';
import { EChart } from './echart';

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
  // The chart labels categories by dropping the year ("MM-DD"); months keep theirs.
  const option = useMemo(() => ({ ...signInChartOption(months), xAxis: { type: 'category' as const, data: months.map((m) => m.date) } }), [months]);
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{route.title}</Typography.Title>
        <Typography.Text type="secondary">近十二个月每月的登录次数（{from} 至 {to}）。</Typography.Text>
      </Card>
      {overview.isError && <Alert type="error" showIcon message="历史数据加载失败" style={{ marginBottom: 16 }} />}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Spin spinning={overview.isPending}>
          <EChart option={option} label="每月登录次数" />
        </Spin>
      </Card>
      <Card size="small">
        <Table
          rowKey="date"
          size="small"
          loading={overview.isPending}
          dataSource={[...months].reverse()}
          pagination={false}
          columns={[
            { title: '月份', dataIndex: 'date' },
            { title: '教职工登录', dataIndex: 'staff', align: 'right' },
            { title: '学生登录', dataIndex: 'student', align: 'right' },
            { title: '管理员登录', dataIndex: 'admin', align: 'right' },
            { title: '失败次数', dataIndex: 'failed', align: 'right' },
          ]}
        />
      </Card>
    </div>
  );
}
