import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Space, Statistic, Table, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { ojMyOverview } from '../../api/generated/oj-contest';
import type { OjContestSummary, OjMyProblem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojPoll } from './oj-call';
import { difficultyLabel } from '../oj/oj-meta';
import { ContestStatusTag, formatTime, ruleLabels } from './oj-labels';
import { SheetTable } from './sheet-table';
import { screenPath } from './screen-path';

const visibilityLabels: Record<string, string> = { platform: '平台公开', school: '本校可见', private: '仅自己可见' };

/** /oj/MyOj (administration, MyOjProblem): a teacher's own problems, lists and contests in one place. */
export function MyOjPage({ route, defaultTab = 'contests' }: PageProps & { defaultTab?: string }) {
  const overview = useQuery({ queryKey: ['oj-my-overview'], queryFn: () => content(ojMyOverview({}, ojPoll())) });
  const data = overview.data;
  return (
    <Card
      title={route.title}
      loading={overview.isLoading}
      extra={
        <Space>
          <Link to={screenPath('addMyGame')}>
            <Button type="primary">新建比赛</Button>
          </Link>
          <Link to={screenPath('MyListOfUestions')}>
            <Button>我的题单</Button>
          </Link>
          <Link to={screenPath('addQuestion')}>
            <Button>添加题目</Button>
          </Link>
        </Space>
      }
    >
      {data && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}><Statistic title="我的题目" value={data.problems.length} /></Col>
            <Col span={6}><Statistic title="我的题单" value={data.sheets.length} /></Col>
            <Col span={6}><Statistic title="我的比赛" value={data.contests.length} /></Col>
            <Col span={6}><Statistic title="我的团队" value={data.teamCount} /></Col>
          </Row>
          <Tabs
            defaultActiveKey={defaultTab}
            items={[
              {
                key: 'contests',
                label: '我的比赛',
                children: (
                  <Table<OjContestSummary>
                    rowKey="id"
                    size="small"
                    dataSource={data.contests}
                    columns={[
                      { title: '比赛', render: (_, c) => <Link to={screenPath('detailsMatch', c.id)}>{c.title}</Link> },
                      { title: '赛制', width: 70, render: (_, c) => ruleLabels[c.rule] },
                      { title: '状态', width: 90, render: (_, c) => <ContestStatusTag status={c.status} /> },
                      { title: '开始时间', width: 150, render: (_, c) => formatTime(c.startAt) },
                      { title: '人数', dataIndex: 'participantCount', width: 70 },
                      { title: '操作', width: 160, render: (_, c) => <Space><Link to={screenPath('addMyGame', c.id)}>编辑</Link><Link to={screenPath('addUser', c.id)}>参赛学生</Link></Space> },
                    ]}
                  />
                ),
              },
              { key: 'sheets', label: '我的题单', children: <SheetTable sheets={data.sheets} detailScreen="ListOfUestionsList" screenPathOf={screenPath} /> },
              {
                key: 'problems',
                label: '我的题目',
                children: (
                  <Table<OjMyProblem>
                    rowKey="id"
                    size="small"
                    dataSource={data.problems}
                    columns={[
                      { title: '题目', render: (_, p) => <Link to={screenPath('questionBank-details', p.id)}>{p.title}</Link> },
                      { title: '难度', width: 80, render: (_, p) => difficultyLabel(p.difficulty) },
                      { title: '可见范围', width: 110, render: (_, p) => <Tag>{visibilityLabels[p.visibility] ?? p.visibility}</Tag> },
                      { title: '测试点', dataIndex: 'testCount', width: 80 },
                      { title: '创建时间', width: 150, render: (_, p) => formatTime(p.createdAt) },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
