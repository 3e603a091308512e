import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Empty, Progress, Result, Skeleton, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { CourseArt, levelNames } from './course-art';
import { openedText } from './course-card';
import { LessonPath, PathSummary } from './lesson-path';
import { idParam, sourceParam, studentPaths, useStudentCourseLessons } from './use-student-courses';

/**
 * A course with its lessons as a path. From 我的课程 (stuDetails1) it is the course itself;
 * from the class home (classlist_desc_stu, with classId) it is the course as my class learns it.
 */
function CourseLessons({ inClass }: { inClass: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source = sourceParam(params);
  const id = idParam(params, 'id');
  const classId = inClass ? idParam(params, 'classId') : 0;
  const { data, isLoading, error } = useStudentCourseLessons(source, id);
  const back = inClass && classId ? { label: '返回班级主页', path: studentPaths.classHome(classId) } : { label: '返回我的课程', path: studentPaths.courses };
  if (!source || !id || error) {
    return <Result status="404" title={error?.message ?? '请从课程列表选择课程'} extra={<Button shape="round" onClick={() => navigate(back.path)}>{back.label}</Button>} />;
  }
  if (isLoading || !data) return <Skeleton active />;
  const { course, lessons } = data;
  const [level, levelColor] = levelNames[course.level] ?? ['', 'default'];
  const percent = course.lessonCount ? Math.round((course.openedCount / course.lessonCount) * 100) : 0;
  return (
    <div style={pageBackground} data-testid="course-lessons">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(back.path)} style={{ paddingLeft: 0, marginBottom: 8 }}>{back.label}</Button>
      <div style={{ display: 'flex', gap: 20, flexWrap: 'wrap', background: '#fff', borderRadius: 24, padding: 20, boxShadow: '0 6px 20px rgba(15,23,42,0.08)', marginBottom: 16 }}>
        <div style={{ width: 260, flex: 'none' }}>
          <CourseArt course={course} height={160} radius={20} />
        </div>
        <div style={{ flex: 1, minWidth: 240 }}>
          <h1 style={{ fontSize: 28, margin: 0, color: '#1e293b' }}>{course.name}</h1>
          <div style={{ margin: '8px 0' }}>
            <Tag color="cyan">{course.subjectName}</Tag>
            {level ? <Tag color={levelColor}>{level}</Tag> : null}
            <Tag color={course.source === 'own' ? 'magenta' : 'blue'}>{course.source === 'own' ? '学校特色课' : '平台课程'}</Tag>
            {inClass && data.className ? <Tag icon={<TeamOutlined />} color="purple">{data.className}</Tag> : null}
          </div>
          {course.description ? <p style={{ fontSize: 16, color: '#475569', whiteSpace: 'pre-wrap', margin: '8px 0' }}>{course.description}</p> : null}
          <div style={{ maxWidth: 420 }}>
            <Progress percent={percent} strokeColor={{ from: '#34d399', to: '#22c55e' }} format={() => ''} />
            <span style={{ color: '#16a34a' }}>{openedText(course)}</span>
          </div>
        </div>
      </div>
      <BrightCard title="课程路线" color="#22c55e" extra={lessons.length ? <PathSummary lessons={lessons} /> : null}>
        {lessons.length === 0 ? <Empty description="这门课的课节还在准备中" /> : <LessonPath lessons={lessons} onOpen={(lessonId) => navigate(studentPaths.lesson(course.source, lessonId, classId || undefined))} />}
      </BrightCard>
    </div>
  );
}

/** /code-classroom-stu/stuDetails1 课程详情?source=&id= */
export function CourseDetailPage(_: PageProps) {
  return <CourseLessons inClass={false} />;
}

/** /code-classroom-stu/classlist_desc_stu 班级课程详情?classId=&source=&id= */
export function ClassCourseDetailPage(_: PageProps) {
  return <CourseLessons inClass />;
}
