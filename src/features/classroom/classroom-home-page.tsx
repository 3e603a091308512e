import { BookFilled, PictureFilled, PlayCircleFilled, RocketFilled, SmileTwoTone, StarFilled, TeamOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkKind } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { OpenHomeworkCard } from '../homework/open-homework-card';
import { BrightCard, pageBackground } from './bright-card';
import { useClassroomHome } from './use-classroom-home';
import { KindIcon } from './kind-icon';
import { LessonList } from './lesson-list';
import { NextLessonCard } from './next-lesson-card';
import { StudentLessonDialog } from './student-lesson-dialog';
import { openedText } from './course-card';
import { studentPaths, useStudentCourses } from './use-student-courses';
import { kindColors, kindNames, openWork } from './work-links';

const createKinds: WorkKind[] = ['python', 'block', 'cpp', 'junior'];

/** /code-classroom-stu/classroom-index-stu: the student's home — greeting, today's lesson and homework first, then class, courses, recent works, star coins and quick starts. */
export function ClassroomHomePage(_: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useClassroomHome();
  const [lessonId, setLessonId] = useState<number | null>(null);
  const ownCourses = (useStudentCourses().data ?? []).filter((c) => c.source === 'own');
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div style={pageBackground} data-testid="classroom-home">
      <h1 style={{ fontSize: 28, margin: '0 0 16px', color: '#1d4ed8' }}><SmileTwoTone twoToneColor="#f59e0b" /> 你好，{data.realName}！今天想创作点什么？</h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <NextLessonCard />
        </Col>
        <Col xs={24} lg={14}>
          <OpenHomeworkCard />
        </Col>
        <Col xs={24} lg={16}>
          <BrightCard title="开始创作" icon={<RocketFilled />} color="#22c55e">
            <Space wrap size={12}>
              {createKinds.map((kind) => (
                <Button key={kind} size="large" shape="round" onClick={() => openWork(navigate, kind)} style={{ height: 56, fontSize: 18 }}>
                  <KindIcon kind={kind} size={22} /> 新建{kindNames[kind]}作品
                </Button>
              ))}
            </Space>
          </BrightCard>
        </Col>
        <Col xs={24} lg={8}>
          <BrightCard title="我的星币" icon={<StarFilled />} color="#f59e0b" extra={data.pointAuth ? <Button type="link" onClick={() => navigate('/code-classroom-stu/stuStarCoinCenter')}>去星币中心</Button> : null}>
            <div data-testid="my-coins" style={{ fontSize: 40, fontWeight: 700, color: '#f59e0b' }}>{data.coins}</div>
            {data.pointAuth ? null : <span style={{ color: '#64748b' }}>你的校区暂未开通星币</span>}
          </BrightCard>
        </Col>
        <Col xs={24} lg={12}>
          <BrightCard title="我的班级" icon={<TeamOutlined />} color="#8b5cf6" extra={data.classes[0] ? <Button type="link" onClick={() => navigate(studentPaths.classHome(data.classes[0].id))}>班级主页</Button> : null}>
            {data.classes.length === 0 ? <Empty description="还没有加入班级" /> : null}
            {data.classes.map((c) => (
              <div key={c.id} style={{ fontSize: 16, lineHeight: 2 }}>
                <b>{c.name}</b> <Tag color="purple">{c.campusName ?? '—'}</Tag>
                <div>老师：{c.teacherName ?? '待安排'} · 同学 {c.classmates} 人</div>
              </div>
            ))}
          </BrightCard>
        </Col>
        <Col xs={24} lg={12}>
          <BrightCard title="最近的作品" icon={<PictureFilled />} color="#ec4899" extra={<Button type="link" onClick={() => navigate('/code-classroom-stu/classlist_stu_works')}>全部作品</Button>}>
            {data.recentWorks.length === 0 ? <Empty description="还没有作品，快去创作吧" /> : null}
            <Space direction="vertical" style={{ width: '100%' }}>
              {data.recentWorks.map((w) => (
                <Button key={w.id} block style={{ textAlign: 'left', borderRadius: 12 }} onClick={() => openWork(navigate, w.kind, w.id)}>
                  <Tag color={kindColors[w.kind]}>{kindNames[w.kind]}</Tag>
                  {w.title}
                </Button>
              ))}
            </Space>
          </BrightCard>
        </Col>
        <Col span={24}>
          <BrightCard title="我的课程" icon={<BookFilled />} color="#0ea5e9" extra={<Button type="link" onClick={() => navigate(studentPaths.courses)}>全部课程</Button>}>
            {data.curricula.length === 0 && !ownCourses.length ? <Empty description="学校还没有开通课程" /> : null}
            <Row gutter={[12, 12]}>
              {data.curricula.map((c) => (
                <Col xs={24} md={12} xl={8} key={c.id}>
                  <div style={{ background: '#f0f9ff', borderRadius: 16, padding: 14 }}>
                    <Button type="link" style={{ padding: 0, fontWeight: 700, fontSize: 16, color: '#1e293b' }} onClick={() => navigate(studentPaths.course('platform', c.id))}>{c.name}</Button> <Tag color="cyan">{c.subjectName}</Tag>
                    <LessonList lessons={c.lessons} onOpen={setLessonId} />
                  </div>
                </Col>
              ))}
              {/* The school's own courses granted to my class, next to the platform's. */}
              {ownCourses.map((c) => (
                <Col xs={24} md={12} xl={8} key={`own-${c.id}`}>
                  <div data-testid={`home-own-course-${c.id}`} style={{ background: '#fdf2f8', borderRadius: 16, padding: 14 }}>
                    <div style={{ fontWeight: 700, fontSize: 16 }}>{c.name} <Tag color="magenta">学校特色课</Tag></div>
                    <div style={{ color: '#64748b', margin: '6px 0' }}>{c.subjectName} · {openedText(c)}</div>
                    <Button shape="round" icon={<PlayCircleFilled />} onClick={() => navigate(studentPaths.course('own', c.id))}>进入课程</Button>
                  </div>
                </Col>
              ))}
            </Row>
          </BrightCard>
        </Col>
      </Row>
      <StudentLessonDialog lessonId={lessonId} onClose={() => setLessonId(null)} />
    </div>
  );
}
