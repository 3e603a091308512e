import { ClockCircleOutlined, EditOutlined, FundProjectionScreenOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, List, Row, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { kindColors, kindNames } from '../classroom/work-links';
import { ClassCard } from './class-card';
import { LessonDayCard } from './lesson-day-card';
import { useTeacherHome } from './use-teacher-classroom';
import { ReviewTag } from './work-review-tag';

const time = (at: string) => new Date(at).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });

/** /code-classroom/classroom-index: the teacher's classroom home — today's lessons first, then my classes, lessons opened today, works waiting for a review. */
export function TeacherHomePage(_: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useTeacherHome();
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div data-testid="teacher-classroom-home">
      <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{data.realName}，欢迎回到课堂</h1>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <LessonDayCard />
        </Col>
        <Col xs={24} xl={16}>
          <Card title={<span><TeamOutlined /> 我的班级</span>} extra={<Button type="link" onClick={() => navigate('/code-classroom/myClass')}>全部班级</Button>}>
            {data.classes.length === 0 ? <Empty description="你还没有任教的班级，请联系学校管理员分配" /> : null}
            <Row gutter={[12, 12]}>
              {data.classes.map((cls) => (
                <Col xs={24} md={12} key={cls.id}>
                  <ClassCard cls={cls} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={<span><FundProjectionScreenOutlined /> 今天开放的课</span>}>
            <List
              dataSource={data.openedToday}
              locale={{ emptyText: <Empty description="今天还没有开放课节" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              renderItem={(item) => (
                <List.Item actions={[<Button key="teach" type="link" onClick={() => navigate(`/code-classroom/teach-lessons/lessons?classId=${item.classId}&lessonId=${item.lessonId}`)}>去上课</Button>]}>
                  <List.Item.Meta title={item.lessonTitle} description={<span>{item.className} · {item.curriculumName} · <ClockCircleOutlined /> {time(item.unlockedAt)}</span>} />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={<span><EditOutlined /> 待点评的作品 <Tag color="orange">{data.toReviewTotal}</Tag></span>}
            extra={<Button type="link" onClick={() => navigate('/code-classroom/works')}>全部学生作品</Button>}
          >
            <List
              grid={{ gutter: 12, xs: 1, md: 2, xl: 4 }}
              dataSource={data.toReview}
              locale={{ emptyText: <Empty description="没有待点评的作品" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              renderItem={(work) => (
                <List.Item>
                  <Card size="small" hoverable onClick={() => navigate(`/code-classroom/worksDetails?id=${work.id}`)}>
                    <div style={{ fontWeight: 600 }}>{work.title}</div>
                    <div style={{ color: '#64748b', margin: '4px 0' }}>{work.studentName} · {work.className}</div>
                    <Tag color={kindColors[work.kind]}>{kindNames[work.kind]}</Tag>
                    <ReviewTag score={work.score} />
                  </Card>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
