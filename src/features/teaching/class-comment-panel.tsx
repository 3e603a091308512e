import { List, Rate, Statistic, Typography } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { EChart } from '../analytics/echart';
import { PanelCard } from './panel-card';

/** 课堂评价: the teachers' ratings at sign-in (1–5 stars) and their latest comments. */
export function ClassCommentPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const r = board?.ratings;
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, bottom: 30, top: 16 },
      xAxis: { type: 'category', data: ['1星', '2星', '3星', '4星', '5星'] },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: '评价数', type: 'bar', data: r?.byScore ?? [] }],
    }),
    [r?.byScore],
  );
  const empty = !r || (r.rated === 0 && r.latest.length === 0);
  return (
    <PanelCard title="课堂评价" loading={loading} empty={empty}>
      <Statistic title="平均评分" value={r?.average ?? 0} suffix={`分（${r?.rated ?? 0}条评分）`} />
      <EChart option={option} height={140} label="课堂评分分布图" />
      <List
        size="small"
        dataSource={r?.latest ?? []}
        renderItem={(c) => (
          <List.Item>
            <Typography.Text strong>{c.studentName}</Typography.Text>
            <Typography.Text type="secondary" style={{ margin: '0 8px' }}>
              {c.className} {c.lessonDate}
            </Typography.Text>
            {c.rating ? <Rate disabled value={c.rating} style={{ fontSize: 12 }} /> : null}
            <div>{c.comment}</div>
          </List.Item>
        )}
      />
    </PanelCard>
  );
}
