import { Flex, List, Rate, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { categoryChart } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';

/** 课堂评价: the teachers' ratings at sign-in (1–5 stars) and their latest comments. */
export function ClassCommentPanel({ board, loading }: { board?: TeachingBoard; loading: boolean }) {
  const r = board?.ratings;
  const chart = useMemo(
    () => categoryChart({ categoryTitle: '评分', categories: ['1星', '2星', '3星', '4星', '5星'], series: [{ name: '评价数', unit: '条', data: r?.byScore ?? [0, 0, 0, 0, 0] }] }),
    [r?.byScore],
  );
  return (
    <ChartCard
      title="课堂评价"
      label="课堂评分分布图"
      loading={loading}
      empty={!r || (r.rated === 0 && r.latest.length === 0)}
      emptyText="所选时间内还没有课堂评价；老师签到时打分或写评语后，这里显示评分分布和最新评语。"
      chart={chart}
      height={180}
      summary={<Statistic title="平均评分" value={r?.average ?? 0} suffix={`分（${r?.rated ?? 0}条评分）`} />}
    >
      {/* The latest comments scroll in their own box, so the panel stays as tall as its neighbours. */}
      <List
        size="small"
        header={<Typography.Text type="secondary">最新评语</Typography.Text>}
        style={{ maxHeight: 240, overflowY: 'auto' }}
        dataSource={r?.latest ?? []}
        renderItem={(c) => (
          <List.Item style={{ display: 'block' }}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>{c.studentName}</Typography.Text>
              {c.rating ? <Rate disabled value={c.rating} style={{ fontSize: 12 }} /> : null}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.className} · {c.lessonDate}
            </Typography.Text>
            <div>{c.comment}</div>
          </List.Item>
        )}
      />
    </ChartCard>
  );
}
