import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Popconfirm, Progress, Row, Space, Statistic, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { examPublishResults, examResult } from '../../api/generated/exams';
import type { ExamBucket, ExamQuestionStat, ExamRankRow } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { categoryChart } from '../../app/charts/category-chart';
import { ChartCard } from '../../app/charts/chart-card';
import { screenPath } from '../oj-contest/screen-path';
import { ExamStatusTag, formatTime, questionTypeLabels, scoreText, SheetStateTag } from './exam-labels';
import { quiet, type ExamScreens } from './exam-screens';
import { exportResult } from './result-export';

/** Students per score band. */
const distributionChart = (bands: readonly ExamBucket[]) =>
  categoryChart({ categoryTitle: '分数段', categories: bands.map((b) => b.label), series: [{ name: '人数', unit: '人', data: bands.map((b) => b.count) }] });

/**
 * 考试成绩 / 练习成绩 (and 练习详情): the ranking (no loading overlay), each question's correct
 * rate, the score distribution, Excel export and publishing the results with their star coins.
 */
export function ExamResultPage({ route, screens }: PageProps & { screens: ExamScreens }) {
  const id = useRecordId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const result = useQuery({ queryKey: ['exam-result', id], enabled: id !== undefined, queryFn: () => content(examResult({ id: id as number }, quiet())) });
  const distribution = useMemo(() => result.data && distributionChart(result.data.distribution), [result.data]);
  if (id === undefined) return <Card title={route.title}>请从{screens.noun}列表选择一场{screens.noun}。</Card>;
  const data = result.data;
  const publish = async () => {
    const paid = await content(examPublishResults({ id }));
    message.success(paid.studentsPaid ? `成绩已发布，${paid.studentsPaid} 名学员共获得 ${paid.coinsGranted} 星币` : '成绩已发布');
    await queryClient.invalidateQueries({ queryKey: ['exam-result', id] });
  };
  return (
    <Card
      title={
        <Space>
          {route.title}
          {data && <span>：{data.exam.title}</span>}
          {data && <ExamStatusTag status={data.exam.status} />}
          {data?.exam.resultsPublished && <Tag color="green">成绩已发布</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(screenPath(screens.correct, id))}>{screens.kind === 'exam' ? '阅卷' : '批改'}</Button>
          <Button disabled={!data} onClick={() => data && void exportResult(data)}>导出Excel</Button>
          {data && !data.exam.resultsPublished && (
            <Popconfirm title="发布后学员可以看到成绩，并按校区星币规则获得星币；发布后不能再改分。确定发布吗？" onConfirm={publish}>
              <Button type="primary">发布成绩</Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(screenPath(screens.list))}>返回</Button>
        </Space>
      }
    >
      {data && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={4}><Statistic title="参加 / 应考" value={`${data.exam.submittedCount} / ${data.exam.assignedCount}`} /></Col>
            <Col span={4}><Statistic title="平均分" value={scoreText(data.averageScore)} suffix={`/ ${scoreText(data.exam.fullScore)}`} /></Col>
            <Col span={4}><Statistic title="最高分" value={scoreText(data.maxScore)} /></Col>
            <Col span={4}><Statistic title="最低分" value={scoreText(data.minScore)} /></Col>
            <Col span={4}><Statistic title="及格率" value={Math.round(data.passRate * 100)} suffix="%" /></Col>
            <Col span={4}><Statistic title="待批改" value={data.exam.toMarkCount} /></Col>
          </Row>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}>
              <ChartCard
                title="分数分布"
                label="分数分布图"
                loading={false}
                empty={!data.exam.submittedCount}
                emptyText="还没有学员交卷；交卷后，这里显示各分数段的人数。"
                chart={distribution}
                exportName={`${data.exam.title}-分数分布`}
                height={260}
              />
            </Col>
            <Col span={12}>
              <Card size="small" title="每题正确率">
                <Table<ExamQuestionStat>
                  size="small"
                  rowKey="position"
                  pagination={false}
                  scroll={{ y: 220 }}
                  dataSource={data.questions}
                  columns={[
                    { title: '题号', dataIndex: 'position', width: 56 },
                    { title: '题目', render: (_, q) => <span>{q.title} <Tag>{questionTypeLabels[q.type]}</Tag></span> },
                    { title: '平均分', width: 80, render: (_, q) => `${scoreText(q.averageScore)}/${scoreText(q.score)}` },
                    { title: '正确率', width: 130, render: (_, q) => <Progress percent={Math.round(q.correctRate * 100)} size="small" /> },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
      <Table<ExamRankRow>
        rowKey="studentId"
        dataSource={data?.ranking ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: '名次', width: 70, render: (_, r) => r.rank ?? '—' },
          { title: '姓名', dataIndex: 'realName' },
          { title: '班级', render: (_, r) => r.className ?? '—' },
          ...(screens.scope === 'common' ? [{ title: '校区', render: (_: unknown, r: ExamRankRow) => r.campusName ?? '—' }] : []),
          { title: '客观题', width: 80, render: (_, r) => scoreText(r.autoScore) },
          { title: '人工评分', width: 90, render: (_, r) => scoreText(r.manualScore) },
          { title: '总分', width: 80, render: (_, r) => <b>{scoreText(r.totalScore)}</b> },
          ...(screens.kind === 'practice' ? [{ title: '练习次数', width: 90, render: (_: unknown, r: ExamRankRow) => r.attempts }] : []),
          { title: '状态', width: 90, render: (_, r) => <SheetStateTag state={r.state} /> },
          { title: '交卷时间', width: 150, render: (_, r) => formatTime(r.submittedAt) },
          { title: '切屏', width: 60, render: (_, r) => r.switchCount },
          { title: '星币', width: 60, render: (_, r) => r.coins || '—' },
          {
            title: '操作',
            width: 90,
            render: (_, r) => r.sheetId !== null && r.state !== 'answering' && <a onClick={() => navigate(`${screenPath(screens.correct, id)}&sheetId=${r.sheetId}`)}>查看答卷</a>,
          },
        ]}
      />
    </Card>
  );
}
