import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { platformOverview } from '../../api/generated/analytics';
import { content, withFlags } from '../../api/request';
import { dayWithoutYear } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';
import { signInChart } from './sign-in-chart';
import { DateRangeFilter, lastDays, type DateRange } from '../school-board/date-range-filter';
import { DemoModeCard } from '../demo-mode/demo-mode-card';

/** Two rows of figures: how much the platform is used, then how big it is. */
const totalRows = [
  [
    { key: 'activeToday', title: '今日活跃账号' },
    { key: 'students', title: '学生' },
    { key: 'submissions', title: '评测提交' },
    { key: 'works', title: '学生作品' },
  ],
  [
    { key: 'schools', title: '学校' },
    { key: 'runningSchools', title: '运行中学校' },
    { key: 'trialSchools', title: '试用学校' },
    { key: 'campuses', title: '校区' },
    { key: 'staff', title: '在职教职工' },
  ],
] as const;

/** /background/data-analysis: the back-office home — demo mode's switch, the platform's totals (today's active accounts first) and sign-ins per day, counted by the server from the database. */
export function DataAnalysisPage() {
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const overview = useQuery({
    queryKey: ['platform-overview', from, to],
    queryFn: () => content(platformOverview({ from, to }, withFlags({ admin: true, silent: true }))),
  });
  const chart = useMemo(() => signInChart(overview.data?.signIns ?? [], '日期', dayWithoutYear), [overview.data]);
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            数据分析
          </Typography.Title>
          <DateRangeFilter value={range} onChange={setRange} />
        </Space>
      </Card>
      <DemoModeCard />
      {overview.isError && <Alert type="error" showIcon message="统计数据加载失败" style={{ marginBottom: 16 }} />}
      {totalRows.map((row) => (
        <Row key={row[0].key} gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {row.map((item) => (
            <Col key={item.key} flex="1 1 150px">
              <Card size="small">
                <Statistic title={item.title} value={overview.data?.[item.key] ?? '-'} loading={overview.isPending} />
              </Card>
            </Col>
          ))}
        </Row>
      ))}
      <ChartCard
        title="每日登录"
        label="每日登录次数"
        loading={overview.isPending}
        empty={!overview.data?.signIns.length}
        emptyText="所选时间内没有登录记录；教职工、学生或管理员登录后，这里按天显示登录次数。"
        chart={chart}
        exportName={`每日登录_${from}_${to}`}
        height={320}
      />
    </div>
  );
}
