import { HomeFilled, PictureFilled, TeamOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { useClassroomHome } from './use-classroom-home';
import { studentPaths, useStudentCourses } from './use-student-courses';

/** 我的班级: the student's class with its teacher and campus, its courses (platform and the school's own), and the way into its home. */
export function ClassListPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useClassroomHome();
  const courses = useStudentCourses().data ?? [];
  if (isLoading || !data) return <Skeleton active />;
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<TeamOutlined />} color="#8b5cf6">
        {data.classes.length === 0 ? <Empty description="还没有加入班级，请联系老师" /> : null}
        {data.classes.map((c) => (
          <div key={c.id} data-testid="my-class" style={{ background: '#f5f3ff', borderRadius: 16, padding: 16, marginBottom: 12, fontSize: 16 }}>
            <div style={{ fontSize: 20, fontWeight: 700 }}>{c.name}</div>
            <div>老师：{c.teacherName ?? '待安排'} <Tag color="purple">{c.campusName ?? '—'}</Tag> 同学 {c.classmates} 人</div>
            <div style={{ marginTop: 8 }}>
              课程：
              {courses.length
                ? courses.map((k) => (
                    <Tag key={`${k.source}-${k.id}`} color={k.source === 'own' ? 'magenta' : 'cyan'} style={{ cursor: 'pointer' }} onClick={() => navigate(studentPaths.classCourse(c.id, k.source, k.id))}>
                      {k.name}（{k.lessonCount} 节）
                    </Tag>
                  ))
                : '暂无'}
            </div>
            <Space style={{ marginTop: 12 }} wrap>
              <Button type="primary" shape="round" icon={<HomeFilled />} onClick={() => navigate(studentPaths.classHome(c.id))} style={{ background: '#8b5cf6' }}>进入班级主页</Button>
              <Button shape="round" icon={<PictureFilled />} onClick={() => navigate(studentPaths.classWorks)}>课堂作品</Button>
            </Space>
          </div>
        ))}
      </BrightCard>
    </div>
  );
}
