import { AppstoreAddOutlined, BookFilled, FireFilled, RightCircleFilled } from '@ant-design/icons';
import { Button, Col, Empty, Row, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import type { StudentCourse } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { CourseArt } from './course-art';
import { CourseCard, openedText } from './course-card';
import { studentPaths, useStudentCourses } from './use-student-courses';

/** Courses shown on 我的课程 before 更多课程. */
export const coursesShown = 6;

/** The course being learnt most lately: the one to carry on with. */
function ContinueCard({ course, onOpen }: { course: StudentCourse; onOpen(): void }) {
  return (
    <div data-testid="continue-course" style={{ display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap', background: 'linear-gradient(120deg,#dbeafe,#ede9fe)', borderRadius: 20, padding: 16 }}>
      <div style={{ width: 200, flex: 'none' }}>
        <CourseArt course={course} height={110} />
      </div>
      <div style={{ flex: 1, minWidth: 200 }}>
        <div style={{ color: '#7c3aed', fontWeight: 600 }}><FireFilled style={{ color: '#f97316' }} /> 正在学习</div>
        <div style={{ fontSize: 24, fontWeight: 800, color: '#1e293b', margin: '4px 0' }}>{course.name}</div>
        <div style={{ color: '#475569' }}>{openedText(course)}，接着上次的进度继续吧！</div>
      </div>
      <Button type="primary" size="large" shape="round" icon={<RightCircleFilled />} onClick={onOpen} style={{ height: 52, fontSize: 18, background: '#7c3aed' }}>
        继续学习
      </Button>
    </div>
  );
}

/**
 * /code-classroom-stu/classlist_index_stu1 我的课程: what I am learning, then the courses my class
 * has opened lessons of; the school's other courses (a Python class need not see Scratch) wait
 * on 更多课程. A class with nothing opened yet sees every course.
 */
export function MyCoursesPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useStudentCourses();
  if (isLoading || !data) return <Skeleton active />;
  const mine = data.filter((c) => c.openedCount > 0);
  const learning = mine[0];
  const shown = mine.length ? mine : data;
  const open = (c: StudentCourse) => navigate(studentPaths.course(c.source, c.id));
  return (
    <div style={pageBackground} data-testid="my-courses">
      <h1 style={{ fontSize: 28, margin: '0 0 16px', color: '#1d4ed8' }}><BookFilled style={{ color: '#0ea5e9' }} /> {route.title}</h1>
      {learning ? <div style={{ marginBottom: 16 }}><ContinueCard course={learning} onOpen={() => open(learning)} /></div> : null}
      <BrightCard
        title={mine.length ? '我的班级课程' : '全部课程'}
        icon={<AppstoreAddOutlined />}
        color="#0ea5e9"
        extra={data.length ? <Button shape="round" onClick={() => navigate(studentPaths.moreCourses)}>更多课程（{data.length}）</Button> : null}
      >
        {data.length === 0 ? <Empty description="学校还没有给你开通课程，开通后会出现在这里" /> : null}
        <Row gutter={[16, 16]}>
          {shown.slice(0, coursesShown).map((c) => (
            <Col xs={24} sm={12} lg={8} key={`${c.source}-${c.id}`}>
              <CourseCard course={c} onOpen={() => open(c)} />
            </Col>
          ))}
        </Row>
      </BrightCard>
    </div>
  );
}
