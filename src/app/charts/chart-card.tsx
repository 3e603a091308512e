import { Alert, Button, Card, Empty, Flex, Segmented, Space, Spin, Typography } from 'antd';
import type { EChartsOption } from 'echarts';
import { useState, type ReactNode } from 'react';
import { downloadWorkbook } from '../../resources/excel-workbook';
import { ChartDataTable, chartSheet } from './chart-data-table';
import type { Chart } from './chart-table';
import { EChart } from './echart';

export interface ChartCardProps {
  title: string;
  /** What the chart shows, for screen readers and tests (its role="img" label). */
  label: string;
  loading: boolean;
  /** Nothing to draw yet; `emptyText` says what will appear here and when. */
  empty: boolean;
  emptyText: string;
  /** A failed load, said in a sentence. */
  error?: string;
  chart: Chart<EChartsOption> | undefined;
  height?: number;
  /** Headline figures above the chart (出勤率, 收入 …), shown once there is data. */
  summary?: ReactNode;
  /** What follows the chart (the latest comments …), shown once there is data. */
  children?: ReactNode;
  /** The Excel file's name, without .xlsx; the card's title when absent. */
  exportName?: string;
  extra?: ReactNode;
  'data-testid'?: string;
}

/**
 * Every chart of the product sits in one of these: a clear loading state, an empty state saying what
 * will appear, the chart, and beside it 数据表 (the same figures as a table) and 导出 Excel.
 */
export function ChartCard(props: ChartCardProps) {
  const { title, label, loading, empty, emptyText, error, chart, height = 280, summary, children } = props;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const ready = !loading && !error && !empty && chart !== undefined;
  const exportChart = () => chart && downloadWorkbook(props.exportName ?? title, [chartSheet(title, chart.table)]);
  const body = loading ? (
    <Flex vertical align="center" justify="center" gap={8} style={{ height }} role="status" aria-label={`${title}加载中`}>
      <Spin />
      <Typography.Text type="secondary">正在加载{title}…</Typography.Text>
    </Flex>
  ) : error ? (
    <Alert type="error" showIcon message={error} />
  ) : !ready ? (
    <Flex align="center" justify="center" style={{ minHeight: Math.min(height, 200) }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
    </Flex>
  ) : (
    <>
      {summary}
      {view === 'chart' ? <EChart option={chart.option} height={height} label={label} /> : <ChartDataTable table={chart.table} height={height} />}
      {children}
    </>
  );
  return (
    <Card
      title={title}
      size="small"
      style={{ height: '100%' }}
      data-panel={title}
      data-testid={props['data-testid']}
      extra={
        <Space size={8} wrap>
          {props.extra}
          <Segmented
            size="small"
            aria-label={`${title}的显示方式`}
            value={view}
            disabled={!ready}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { label: '图表', value: 'chart' },
              { label: '数据表', value: 'table' },
            ]}
          />
          <Button size="small" disabled={!ready} onClick={() => void exportChart()}>
            导出 Excel
          </Button>
        </Space>
      }
    >
      {body}
    </Card>
  );
}
