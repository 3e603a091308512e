import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Spin, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ojAnalysis } from '../../api/generated/oj';
import type { OjCommonError, OjProblemStats, OjVerdictCount } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ChartCard } from '../../app/charts/chart-card';
import { pieChart } from '../../app/charts/pie-chart';
import { useRecordId } from '../../resources/use-record-id';
import { verdictLabels } from './oj-meta';
import { ojPaths } from './oj-paths';
import { VerdictTag } from './verdict-tag';

/** Submissions per verdict as a ring, each verdict in the colour of its tag. */
function verdictChart(verdicts: readonly OjVerdictCount[]) {
  return pieChart({
    categoryTitle: '评测结果',
    valueTitle: '提交',
    unit: '次',
    items: verdicts.map((v) => ({ name: `${v.verdict} ${verdictLabels[v.verdict]?.text ?? ''}`.trim(), value: v.count, colorKey: v.verdict })),
  });
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '-');

/**
 * /oj/questionBank/TopicAnalysis (the school's submissions, when its OJ-analysis authorization is on;
 * ?id= narrows to one problem) and /background/OjAdmin/TopicAnalysis (`admin`: every school).
 */
export function TopicAnalysisPage({ route, admin = false }: PageProps & { admin?: boolean }) {
  const problemId = useRecordId();
  const analysis = useQuery({
    queryKey: ['oj-analysis', problemId, admin],
    queryFn: () => content(ojAnalysis(problemId ? { problemId } : {}, withFlags({ admin, silent: true }))),
    retry: false,
  });
  const chart = useMemo(() => verdictChart(analysis.data?.verdicts ?? []), [analysis.data]);
  if (analysis.isLoading) return <Spin />;
  if (analysis.error) return <Alert type="warning" showIcon message={analysis.error.message} />;
  const data = analysis.data!;
  if (!data.problems.length) return <Empty description="还没有提交记录" />;
  const problemLink = (r: OjProblemStats) => (admin ? r.title : <Link to={ojPaths.details(r.problemId)}>{r.title}</Link>);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={route.title} size="small">
          <Table<OjProblemStats>
            rowKey="problemId"
            size="small"
            dataSource={data.problems}
            columns={[
              { title: '编号', dataIndex: 'problemId', width: 70 },
              { title: '题目', render: (_, r) => problemLink(r) },
              { title: '提交', dataIndex: 'submitCount', width: 70 },
              { title: '通过', dataIndex: 'acceptCount', width: 70 },
              { title: '通过率', width: 80, render: (_, r) => percent(r.acceptCount, r.submitCount) },
              { title: '人数', dataIndex: 'userCount', width: 70 },
              { title: '通过人数', width: 90, render: (_, r) => `${r.acceptedUserCount}（${percent(r.acceptedUserCount, r.userCount)}）` },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <div style={{ marginBottom: 16 }}>
          <ChartCard
            title="评测结果分布"
            label="评测结果分布"
            loading={false}
            empty={!data.verdicts.length}
            emptyText="还没有评测完的提交；学员提交并评测后，这里显示各评测结果的次数和占比。"
            chart={chart}
            height={320}
          />
        </div>
        <Card title="常见错误" size="small">
          <Table<OjCommonError>
            rowKey={(r) => `${r.kind}-${r.text}`}
            size="small"
            pagination={false}
            dataSource={data.commonErrors}
            columns={[
              { title: '类型', dataIndex: 'kind', width: 130, render: (v: string) => (verdictLabels[v] ? <VerdictTag verdict={v} /> : <Tag>{v}</Tag>) },
              { title: '内容', dataIndex: 'text' },
              { title: '次数', dataIndex: 'count', width: 70 },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
