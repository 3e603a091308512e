import { Col, Empty, Progress, Row, Space, Statistic, Table } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { StoryOj, StoryVerdict } from '../../api/generated/api.schemas';
import { verdictColors } from '../../app/charts/chart-colors';
import { EChart } from '../../app/charts/echart';
import { verdictLabels } from '../oj/oj-meta';

const verdictName = (v: string) => (verdictLabels[v] ? `${verdictLabels[v].text}（${v}）` : v);

/** OJ: problems solved of those attempted, and the mix of verdicts of every submission. */
export function OjSection({ oj }: { oj: StoryOj }) {
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 110, right: 40, top: 8, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1, name: '次' },
      yAxis: { type: 'category', inverse: true, data: oj.verdicts.map((v) => verdictName(v.verdict)) },
      series: [{ name: '提交次数', type: 'bar', barMaxWidth: 22, label: { show: true, position: 'right', formatter: '{c} 次' }, data: oj.verdicts.map((v) => ({ value: v.count, itemStyle: { color: verdictColors[v.verdict] ?? verdictColors.SE } })) }],
    }),
    [oj.verdicts],
  );
  if (!oj.submissions) return <Empty description="还没有提交过 OJ 题目" />;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={8}>
        <Space direction="vertical" size={16}>
          <Progress type="circle" percent={oj.attempted ? Math.round((oj.solved / oj.attempted) * 100) : 0} format={() => `${oj.solved}/${oj.attempted}`} />
          <Space size={32}>
            <Statistic title="通过题目" value={oj.solved} suffix="道" />
            <Statistic title="尝试题目" value={oj.attempted} suffix="道" />
            <Statistic title="提交" value={oj.submissions} suffix="次" />
          </Space>
        </Space>
      </Col>
      <Col xs={24} lg={9}>
        <EChart option={option} height={Math.max(120, oj.verdicts.length * 36 + 40)} label="OJ 评测结果分布图" />
      </Col>
      <Col xs={24} lg={7}>
        <Table<StoryVerdict> rowKey="verdict" size="small" pagination={false} dataSource={oj.verdicts} columns={[{ title: '评测结果', dataIndex: 'verdict', render: verdictName }, { title: '次数', dataIndex: 'count', align: 'right' }]} />
      </Col>
    </Row>
  );
}
