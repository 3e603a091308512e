import { Col, Empty, Row, Table, Tag } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { StoryScore } from '../../api/generated/api.schemas';
import { EChart } from '../../app/charts/echart';
import { chinaDay, examKinds } from './story-labels';

/**
 * The y axis: the papers' total when every paper has the same one (scores in 分), otherwise each score as a
 * share of its paper (得分率 in %), so papers of different totals compare on one line.
 */
function scale(scores: StoryScore[]) {
  const totals = new Set(scores.map((s) => s.fullScore));
  const [only] = [...totals];
  return totals.size === 1 && only > 0 ? { max: only, unit: '分', value: (s: StoryScore) => s.score } : { max: 100, unit: '%', value: (s: StoryScore) => (s.fullScore ? Math.round((s.score / s.fullScore) * 1000) / 10 : 0) };
}

/** 考试与练习: scores over time (exams and practices as two lines, never smoothed), with the sheets in a table beside. */
export function ScoresSection({ scores }: { scores: StoryScore[] }) {
  const option = useMemo<EChartsOption>(() => {
    const y = scale(scores);
    const series = (['exam', 'practice'] as const).map((group) => ({
      name: group === 'exam' ? '考试' : '练习',
      type: 'line' as const,
      smooth: false,
      symbolSize: 8,
      data: scores.filter((s) => (group === 'exam' ? s.kind !== 'practice' : s.kind === 'practice')).map((s) => ({ value: [s.at, y.value(s)], name: s.title })),
    }));
    return {
      tooltip: { trigger: 'item', formatter: (p: unknown) => { const d = p as { name: string; value: [string, number]; seriesName: string }; return `${d.seriesName}：${d.name}<br/>${chinaDay(d.value[0])}　${d.value[1]} ${y.unit}`; } },
      legend: { top: 0, right: 0 },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', min: 0, max: y.max, name: y.unit === '分' ? '得分（分）' : '得分率（%）' },
      series,
    };
  }, [scores]);
  if (!scores.length) return <Empty description="还没有已公布的考试成绩或练习记录" />;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={14}>
        <EChart option={option} height={300} label="考试与练习成绩走势图" />
      </Col>
      <Col xs={24} xl={10}>
        <Table<StoryScore>
          rowKey="sheetId"
          size="small"
          dataSource={[...scores].reverse()}
          pagination={scores.length > 8 ? { pageSize: 8, size: 'small' } : false}
          columns={[
            { title: '名称', dataIndex: 'title' },
            { title: '类型', dataIndex: 'kind', width: 90, render: (k: string) => <Tag color={k === 'practice' ? 'cyan' : 'volcano'}>{examKinds[k] ?? k}</Tag> },
            { title: '得分', width: 110, align: 'right', render: (_, s) => `${s.score} / ${s.fullScore} 分` },
            { title: '日期', dataIndex: 'at', width: 110, render: chinaDay },
          ]}
        />
      </Col>
    </Row>
  );
}
