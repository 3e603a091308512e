import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { schoolUsage } from '../../api/generated/analytics';
import type { SchoolUsage } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { categoryChart } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';
import { usageColumns, usageUnits, type UsageColumn, type UsageMeasure } from './usage-columns';

export interface UsageDashboardConfig {
  /** What the page is for, shown under its title. */
  description: string;
  /** Table columns after the school name, in order. */
  columns: UsageColumn[];
  /** Measures drawn as bars per school (the top schools by the first one). */
  chart: UsageMeasure[];
  /** Only trial (true) or contracted (false) schools; all when absent. */
  trial?: boolean;
  defaultDays?: number;
}

const periods = [7, 30, 90, 365];
/** More bars than this are unreadable; the table lists every school. */
const chartSchools = 15;

/** A back-office dashboard over the per-school usage counts the server reads from the database. */
export function UsageDashboardPage({ route, config }: PageProps & { config: UsageDashboardConfig }) {
  const [days, setDays] = useState(config.defaultDays ?? 30);
  const usage = useQuery({
    queryKey: ['school-usage', days, config.trial],
    queryFn: () => content(schoolUsage({ days, ...(config.trial === undefined ? {} : { trial: config.trial }) }, withFlags({ admin: true, silent: true }))),
  });
  const rows = usage.data ?? [];
  const [first] = config.chart;
  const chart = useMemo(() => {
    const top = [...rows].sort((a, b) => b[first] - a[first]).slice(0, chartSchools);
    return categoryChart({
      categoryTitle: '学校',
      categories: top.map((r) => r.name),
      series: config.chart.map((key) => ({ name: usageColumns[key].title as string, unit: usageUnits[key], data: top.map((r) => r[key]) })),
    });
  }, [rows, config.chart, first]);
  const columns: ColumnsType<SchoolUsage> = [{ title: '学校', dataIndex: 'name', fixed: 'left', width: 180 }, ...config.columns.map((key) => usageColumns[key])];
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>{route.title}</Typography.Title>
            <Typography.Text type="secondary">{config.description}</Typography.Text>
          </div>
          <Segmented aria-label="统计周期" value={days} onChange={(v) => setDays(v as number)} options={periods.map((d) => ({ label: `近${d}天`, value: d }))} />
        </Space>
      </Card>
      {usage.isError && <Alert type="error" showIcon message="统计数据加载失败" style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 16 }}>
        <ChartCard
          title={`${usageColumns[first].title as string}最多的学校（前${chartSchools}所）`}
          label={`${route.title}图表`}
          loading={usage.isPending}
          empty={!rows.length}
          emptyText="还没有学校；开通学校后，这里按学校显示统计周期内的数据，下表列出全部学校。"
          chart={chart}
          exportName={`${route.title}_近${days}天`}
          height={340}
        />
      </div>
      <Card size="small">
        <Table rowKey="schoolId" size="small" loading={usage.isPending} dataSource={rows} columns={columns} scroll={{ x: true }} pagination={{ pageSize: 20 }} />
      </Card>
    </div>
  );
}
