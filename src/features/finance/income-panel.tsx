import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { IncomeBoard } from '../../api/generated/api.schemas';
import { incomeBoardSoa } from '../../api/generated/school-board';
import { content, withFlags } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import { EChart } from '../analytics/echart';
import type { DateRange } from '../school-board/date-range-filter';

/** Yuan as a number for the chart's axis (fen are exact integers; the chart only draws). */
const yuan = (fen: number) => fen / 100;

function chartOf(board: IncomeBoard): EChartsOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${Number(value).toFixed(2)} 元` },
    legend: { data: ['收入', '退款'] },
    grid: { left: 48, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: board.days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', name: '元' },
    series: [
      { name: '收入', type: 'bar', stack: 'money', itemStyle: { color: '#52c41a' }, data: board.days.map((d) => yuan(d.inflow)) },
      { name: '退款', type: 'bar', stack: 'money', itemStyle: { color: '#ff7875' }, data: board.days.map((d) => -yuan(d.outflow)) },
    ],
  };
}

/**
 * 收入概况 on the data board: what came in and what went back over the chosen period (the
 * money ledger, so it matches the receipts and payment accounts to the fen), with the daily
 * bars of both.
 */
export function IncomePanel({ campusId, range }: { campusId: number | null; range: DateRange }) {
  const token = sessionStore.getToken();
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const { data, isLoading } = useQuery<IncomeBoard>({
    queryKey: ['school-board', 'income', token, campusId, from, to],
    queryFn: () => content(incomeBoardSoa({ campusId, from, to }, withFlags({ silent: true }))),
    enabled: !!token,
  });
  const option = useMemo(() => (data ? chartOf(data) : undefined), [data]);
  return (
    <Card title="收入概况" size="small" data-testid="income-panel" style={{ height: '100%' }}>
      <Row gutter={8}>
        <Col span={8}>
          <Statistic title="收入（元）" value={data ? fenToYuan(data.inflow) : undefined} loading={isLoading} valueStyle={{ fontSize: 18 }} />
        </Col>
        <Col span={8}>
          <Statistic title="退款（元）" value={data ? fenToYuan(data.outflow) : undefined} loading={isLoading} valueStyle={{ fontSize: 18 }} />
        </Col>
        <Col span={8}>
          <Statistic title="净收入（元）" value={data ? fenToYuan(data.net) : undefined} loading={isLoading} valueStyle={{ fontSize: 18 }} />
        </Col>
      </Row>
      {option && data && (data.inflow > 0 || data.outflow > 0) ? <EChart option={option} height={220} label="每日收入与退款" /> : isLoading ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该时段没有收支" />}
    </Card>
  );
}
