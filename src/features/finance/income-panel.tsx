import { useQuery } from '@tanstack/react-query';
import { Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { IncomeBoard } from '../../api/generated/api.schemas';
import { incomeBoardSoa } from '../../api/generated/school-board';
import { content, withFlags } from '../../api/request';
import { categoryChart, dayWithoutYear } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';
import { sessionStore } from '../../providers/session-store';
import type { DateRange } from '../school-board/date-range-filter';

/** Yuan as a number for the chart (fen are exact integers; the chart only draws, the figures above are exact). */
const yuan = (fen: number) => fen / 100;

/**
 * 收入概况 on the data board: what came in and what went back over the chosen period (the
 * money ledger, so it matches the receipts and payment accounts to the fen), with the daily
 * bars of both side by side (refunds as their own red bars, never below the axis).
 */
export function IncomePanel({ campusId, range }: { campusId: number | null; range: DateRange }) {
  const token = sessionStore.getToken();
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const { data, isLoading, isError } = useQuery<IncomeBoard>({
    queryKey: ['school-board', 'income', token, campusId, from, to],
    queryFn: () => content(incomeBoardSoa({ campusId, from, to }, withFlags({ silent: true }))),
    enabled: !!token,
  });
  const days = data?.days;
  const chart = useMemo(
    () =>
      days &&
      categoryChart({
        categoryTitle: '日期',
        categories: days.map((d) => d.day),
        axisLabelOf: dayWithoutYear,
        series: [
          { name: '收入', unit: '元', data: days.map((d) => yuan(d.inflow)) },
          { name: '退款', unit: '元', data: days.map((d) => yuan(d.outflow)) },
        ],
      }),
    [days],
  );
  return (
    <ChartCard
      title="收入概况"
      label="每日收入与退款"
      data-testid="income-panel"
      loading={isLoading}
      error={isError ? '收入数据加载失败' : undefined}
      empty={!data || (data.inflow === 0 && data.outflow === 0)}
      emptyText="所选时间内没有收支；开收据、充值或退费后，这里按天显示收入和退款（元）。"
      chart={chart}
      exportName={`收入概况_${from}_${to}`}
      height={220}
      summary={
        data && (
          <Row gutter={8}>
            <Col span={8}>
              <Statistic title="收入（元）" value={fenToYuan(data.inflow)} valueStyle={{ fontSize: 18 }} />
            </Col>
            <Col span={8}>
              <Statistic title="退款（元）" value={fenToYuan(data.outflow)} valueStyle={{ fontSize: 18 }} />
            </Col>
            <Col span={8}>
              <Statistic title="净收入（元）" value={fenToYuan(data.net)} valueStyle={{ fontSize: 18 }} />
            </Col>
          </Row>
        )
      }
    />
  );
}
