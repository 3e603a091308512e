import { useQuery } from '@tanstack/react-query';
import { Card, Col, List, Row, Space, Statistic } from 'antd';
import { Link } from 'react-router';
import { examOverview } from '../../api/generated/exams';
import type { ExamScope, ExamSummary } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { screenPath } from '../oj-contest/screen-path';
import { ExamStatusTag, formatTime, scoreText } from './exam-labels';
import { examScreens, quiet } from './exam-screens';

const linkOf = (e: ExamSummary, target: 'result' | 'edit') => (e.kind === 'offline' ? screenPath(e.scope === 'common' ? 'common-offline-exam' : 'offline-exam', e.id) : screenPath(examScreens(e.kind, e.scope)[target], e.id));

/** 考试首页: how many exams, practices and offline exams, what runs now, what waits for marking, what comes next and the latest results. */
export function ExamIndexPage({ route, scope }: PageProps & { scope: ExamScope }) {
  const overview = useQuery({ queryKey: ['exam-overview', scope], queryFn: () => content(examOverview({ scope }, quiet())) });
  const d = overview.data;
  const screens = examScreens('exam', scope);
  return (
    <Card title={route.title} loading={overview.isLoading}>
      <Row gutter={16} style={{ marginBottom: 24 }}>
        <Col span={5}><Statistic title="考试" value={d?.examCount ?? 0} /></Col>
        <Col span={5}><Statistic title="练习" value={d?.practiceCount ?? 0} /></Col>
        <Col span={5}><Statistic title="线下考试" value={d?.offlineCount ?? 0} /></Col>
        <Col span={4}><Statistic title="进行中" value={d?.runningCount ?? 0} /></Col>
        <Col span={5}>
          <Link to={screenPath(screens.list)}>
            <Statistic title="待批改答卷" value={d?.toMarkCount ?? 0} valueStyle={{ color: d?.toMarkCount ? '#fa8c16' : undefined }} />
          </Link>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title="即将开始" extra={<Link to={screenPath(screens.create)}>创建考试</Link>}>
            <List
              size="small"
              dataSource={d?.upcoming ?? []}
              locale={{ emptyText: '近期没有安排考试' }}
              renderItem={(e) => (
                <List.Item>
                  <Link to={linkOf(e, 'edit')}>{e.title}</Link>
                  <Space>
                    <span>{formatTime(e.startAt)}</span>
                    <span>{e.assignedCount} 人</span>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="最近成绩">
            <List
              size="small"
              dataSource={d?.recent ?? []}
              locale={{ emptyText: '还没有结束的考试' }}
              renderItem={(e) => (
                <List.Item>
                  <Link to={linkOf(e, 'result')}>{e.title}</Link>
                  <Space>
                    <ExamStatusTag status={e.status} />
                    <span>{e.submittedCount}/{e.assignedCount} 交卷</span>
                    <span>满分 {scoreText(e.fullScore)}</span>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
