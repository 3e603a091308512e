import { Alert, Card, Col, Empty, List, Progress, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { workKindNames } from '../../../shared/work-kind-names';
import type { ClassRosterRow } from '../../api/generated/api.schemas';
import { attendanceRate, chinaDay } from './story-labels';
import { useClassStory } from './use-student-story';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * 班级详情 at a glance: how far the teaching plan has got, the attendance rate, homework completion, the
 * roster with each student's own figures (a name opens the student's story) and the latest works.
 */
export function ClassStoryPanel({ classId, studentLinks = true }: { classId: number; studentLinks?: boolean }) {
  const navigate = useNavigate();
  const { data: story, isLoading, error } = useClassStory(classId);
  if (error) return <Alert type="warning" showIcon message={error.message} />;
  if (isLoading || !story) return <Skeleton active />;
  const { rate, total } = attendanceRate(story.attendance);
  const gauges = [
    { title: '教学计划进度', percent: percent(story.doneLessons, story.plannedLessons), text: story.plannedLessons ? `已上 ${story.doneLessons} / 计划 ${story.plannedLessons} 节` : '还没有教学计划' },
    { title: '出勤率', percent: rate ?? 0, text: total ? `${total} 人次签到` : '还没有签到' },
    { title: '作业完成率', percent: percent(story.homeworkSubmitted, story.homeworkExpected), text: story.homeworkAssigned ? `${story.homeworkSubmitted} / ${story.homeworkExpected} 份（${story.homeworkAssigned} 次作业）` : '还没有布置作业' },
  ];
  return (
    <div data-testid="class-story" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[12, 12]}>
        {gauges.map((g) => (
          <Col xs={24} md={8} key={g.title}>
            <Card size="small">
              <Statistic title={g.title} value={g.percent} suffix="%" valueStyle={{ fontSize: 22 }} />
              <Progress percent={g.percent} showInfo={false} size="small" />
              <div style={{ color: '#64748b' }}>{g.text}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card size="small" title={`班级学员（${story.roster.length}）`}>
            <Table<ClassRosterRow>
              rowKey="studentId"
              size="small"
              dataSource={story.roster}
              pagination={story.roster.length > 15 ? { pageSize: 15, size: 'small' } : false}
              locale={{ emptyText: <Empty description="班级还没有学员" /> }}
              columns={[
                { title: '姓名', dataIndex: 'realName', render: (name: string, r) => (studentLinks ? <a onClick={() => navigate(`/school-home-page/student-detail?id=${r.studentId}`)}>{name}</a> : name) },
                { title: '学号', dataIndex: 'code', render: (c: string | null) => c ?? '—' },
                { title: '出勤', render: (_, r) => (r.signIns ? `${r.attended}/${r.signIns}（${percent(r.attended, r.signIns)}%）` : '—') },
                { title: '作业', render: (_, r) => (story.homeworkAssigned ? `${r.homeworkDone}/${story.homeworkAssigned}` : '—') },
                { title: '作品', dataIndex: 'works', align: 'right' },
                { title: '星币', dataIndex: 'stars', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small" title="近期作品">
            <List
              dataSource={story.recentWorks}
              locale={{ emptyText: <Empty description="班级还没有作品" /> }}
              renderItem={(w) => (
                <List.Item extra={w.score !== null ? <Tag color="green">{w.score} 分</Tag> : <Tag>待点评</Tag>}>
                  <List.Item.Meta title={w.title} description={`${w.studentName} · ${workKindNames[w.kind]} · ${chinaDay(w.updatedAt)}`} />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
