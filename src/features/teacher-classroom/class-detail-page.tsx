import { BookOutlined, DashboardOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Progress, Result, Row, Skeleton, Table, Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { ClassStudent } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { ClassHomeworkList } from '../homework/class-homework-list';
import { LazyClassStoryPanel } from '../student-story/lazy-panels';
import { ClassCoinButton } from '../star-coin-awards/class-coin-dialog';
import { idParam, teacherPaths, useClassDetail } from './use-teacher-classroom';

/** /code-classroom/classroomDetails?classId=: a class — its granted curricula with how far the class has got, and its students. */
export function ClassDetailPage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classId = idParam(params, 'classId');
  const { data, isLoading, isError } = useClassDetail(classId);
  if (!classId || isError) return <Result status="404" title="班级不存在或不是你任教的班级" extra={<Button onClick={() => navigate('/code-classroom/myClass')}>返回我的班级</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  const { class: cls } = data;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{cls.name}</h1>
        <ClassCoinButton classId={cls.id} students={data.students} />
      </div>
      <div style={{ color: '#64748b', marginBottom: 16 }}>
        {cls.campusName ?? ''} · 任课老师 {cls.teacherName ?? '待安排'} · {cls.studentCount} 名学生 · 已开放 {cls.openedLessons} 节课
      </div>
      <Tabs
        items={[
          {
            key: 'curricula',
            label: <span><BookOutlined /> 课程进度</span>,
            children: data.curricula.length === 0 ? <Empty description="学校还没有获授权的课程体系" /> : (
              <Row gutter={[16, 16]}>
                {data.curricula.map((c) => (
                  <Col xs={24} md={12} xl={8} key={`${c.source}-${c.id}`}>
                    <Card hoverable data-testid={c.source === 'own' ? `own-curriculum-${c.id}` : `curriculum-${c.id}`} onClick={() => navigate(teacherPaths.classLessons(cls.id, c.id, c.source))}>
                      <div style={{ display: 'flex', gap: 12 }}>
                        {c.cover ? <img src={c.cover} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 8 }} /> : null}
                        <div style={{ flex: 1 }}>
                          <div style={{ fontWeight: 600, fontSize: 16 }}>{c.name}</div>
                          <Tag color="cyan">{c.subjectName}</Tag>
                          {c.source === 'own' ? <Tag color="purple">学校自建{c.openAll ? ' · 全部开放' : ''}</Tag> : null}
                          <Progress percent={c.lessonCount ? Math.round((c.openedCount / c.lessonCount) * 100) : 0} format={() => `${c.openedCount}/${c.lessonCount} 节`} size="small" />
                        </div>
                      </div>
                    </Card>
                  </Col>
                ))}
              </Row>
            ),
          },
          { key: 'overview', label: <span><DashboardOutlined /> 班级概况</span>, children: <LazyClassStoryPanel classId={cls.id} studentLinks={false} /> },
          { key: 'homework', label: <span><EditOutlined /> 作业</span>, children: <ClassHomeworkList classId={cls.id} /> },
          {
            key: 'students',
            label: <span><TeamOutlined /> 学生（{data.students.length}）</span>,
            children: (
              <Table<ClassStudent>
                rowKey="id"
                dataSource={data.students}
                pagination={false}
                locale={{ emptyText: <Empty description="班级还没有学生" /> }}
                columns={[
                  { title: '姓名', dataIndex: 'realName' },
                  { title: '账号', dataIndex: 'userName' },
                  { title: '状态', dataIndex: 'online', render: (online: boolean) => (online ? <Badge status="success" text="已登录" /> : <Badge status="default" text="未登录" />) },
                  { title: '作品', dataIndex: 'works' },
                  { title: '已点评', dataIndex: 'reviewed' },
                  { title: '操作', render: (_, s) => <Button type="link" onClick={() => navigate(`/code-classroom/classlist_works_stu?classId=${cls.id}&studentId=${s.id}`)}>查看作品</Button> },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
