import { Alert, Card, Col, Descriptions, Row, Skeleton, Statistic, Tabs, Tag } from 'antd';
import { fenToYuan } from '../../../shared/finance/money-rules';
import { StudentWechatSection } from '../learning-report/student-wechat-section';
import type { StudentStory } from '../../api/generated/api.schemas';
import { AttendanceSection } from './attendance-section';
import { HoursSection } from './hours-section';
import { OjSection } from './oj-section';
import { ReceiptsSection } from './receipts-section';
import { ScoresSection } from './scores-section';
import { CommentsSection, StarsSection } from './stars-comments-sections';
import { attendanceRate } from './story-labels';
import { TimelineSection } from './timeline-section';
import { useStudentStory } from './use-student-story';
import { WorksSection } from './works-section';

/** The figures a reader wants first: hours left, money owed, attendance, works, coins, OJ. */
function StoryFigures({ story }: { story: StudentStory }) {
  const hoursLeft = story.hours.reduce((sum, c) => sum + c.hours, 0);
  const owed = story.hours.reduce((sum, c) => sum + c.owed, 0);
  const { rate, total } = attendanceRate(story.attendance);
  const figures = [
    { title: '剩余课时', value: hoursLeft, suffix: '课时' },
    { title: '欠费', value: fenToYuan(owed), suffix: '元', danger: owed > 0 },
    { title: total ? `出勤率（${total} 节）` : '出勤率', value: rate ?? '—', suffix: rate === null ? '' : '%' },
    { title: '作品', value: story.worksTotal, suffix: '个' },
    { title: '星币余额', value: story.stars.balance, suffix: '枚' },
    { title: 'OJ 通过', value: story.oj.solved, suffix: `/ ${story.oj.attempted} 题` },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((f) => (
        <Col xs={12} md={8} xl={4} key={f.title}>
          <Card size="small" styles={{ body: { padding: '12px 16px' } }}>
            <Statistic title={f.title} value={f.value} suffix={f.suffix} valueStyle={{ fontSize: 22, color: f.danger ? '#cf1322' : undefined }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** 学员详情's whole story under the student's details: guardians and their WeChat bindings, the key figures, then every part of the record in tabs. */
export function StudentStoryPanel({ studentId }: { studentId: number }) {
  const { data: story, isLoading, error } = useStudentStory(studentId);
  if (error) return <Alert type="warning" showIcon message={error.message} />;
  if (isLoading || !story) return <Skeleton active />;
  const p = story.profile;
  return (
    <div data-testid="student-story" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card size="small" title="成长档案 · 班级与监护人">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="班级">{p.className ? `${p.className}${p.teacherName ? `（${p.teacherName}）` : ''}` : '未分班'}</Descriptions.Item>
          <Descriptions.Item label="校区">{p.campusName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{p.phone || '—'}</Descriptions.Item>
          <Descriptions.Item label="监护人" span={3}>
            {story.guardians.length ? story.guardians.map((g, i) => <Tag key={i}>{`${g.name ?? '监护人'}${g.phone ? ` ${g.phone}` : ''}`}</Tag>) : <span style={{ color: '#94a3b8' }}>合同中尚未登记监护人</span>}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <StudentWechatSection studentId={studentId} />
      <StoryFigures story={story} />
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          items={[
            { key: 'timeline', label: '时间线', children: <TimelineSection studentId={studentId} /> },
            { key: 'hours', label: `课时（${story.hours.length}）`, children: <HoursSection hours={story.hours} /> },
            { key: 'receipts', label: `收费（${story.receipts.length}）`, children: <ReceiptsSection receipts={story.receipts} /> },
            { key: 'attendance', label: '考勤', children: <AttendanceSection lessons={story.lessons} counts={story.attendance} /> },
            { key: 'works', label: `作品（${story.worksTotal}）`, children: <WorksSection works={story.works} total={story.worksTotal} homework={story.homework} /> },
            { key: 'scores', label: '考试与练习', children: <ScoresSection scores={story.scores} /> },
            { key: 'oj', label: 'OJ', children: <OjSection oj={story.oj} /> },
            { key: 'stars', label: '星币', children: <StarsSection stars={story.stars} /> },
            { key: 'comments', label: `评语（${story.comments.length}）`, children: <CommentsSection comments={story.comments} /> },
          ]}
        />
      </Card>
    </div>
  );
}
