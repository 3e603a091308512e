import { AppstoreFilled, SearchOutlined } from '@ant-design/icons';
import { Col, Empty, Input, Row, Segmented, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentCourse } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from './bright-card';
import { CourseCard } from './course-card';
import { studentPaths, useStudentCourses } from './use-student-courses';

type Show = 'all' | 'learning' | 'platform' | 'own';
const shows: { label: string; value: Show }[] = [
  { label: '全部', value: 'all' },
  { label: '学习中', value: 'learning' },
  { label: '平台课程', value: 'platform' },
  { label: '学校特色课', value: 'own' },
];

function matches(c: StudentCourse, show: Show, subject: string | null, keyword: string): boolean {
  if (show === 'learning' && c.openedCount === 0) return false;
  if ((show === 'platform' || show === 'own') && c.source !== show) return false;
  if (subject && c.subjectName !== subject) return false;
  const k = keyword.trim().toLowerCase();
  return !k || c.name.toLowerCase().includes(k) || (c.description ?? '').toLowerCase().includes(k);
}

/** /code-classroom-stu/classlist_index_stu1_more 更多课程: every course, found by name, kind and subject. */
export function MoreCoursesPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useStudentCourses();
  const [show, setShow] = useState<Show>('all');
  const [subject, setSubject] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  if (isLoading || !data) return <Skeleton active />;
  const subjects = [...new Set(data.map((c) => c.subjectName))];
  const list = data.filter((c) => matches(c, show, subject, keyword));
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<AppstoreFilled />} color="#8b5cf6">
        <Space wrap size={12} style={{ marginBottom: 16 }}>
          <Segmented<Show> value={show} onChange={setShow} options={shows} size="large" />
          <Select allowClear placeholder="选择学科" aria-label="学科" value={subject} onChange={(v) => setSubject(v ?? null)} options={subjects.map((s) => ({ label: s, value: s }))} style={{ minWidth: 160 }} size="large" />
          <Input allowClear prefix={<SearchOutlined />} placeholder="搜索课程名称" aria-label="搜索课程" value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} size="large" style={{ width: 220, borderRadius: 20 }} />
        </Space>
        {list.length === 0 ? <Empty description={data.length ? '没有找到这样的课程，换个条件试试' : '学校还没有给你开通课程'} /> : null}
        <Row gutter={[16, 16]}>
          {list.map((c) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={`${c.source}-${c.id}`}>
              <CourseCard course={c} onOpen={() => navigate(studentPaths.course(c.source, c.id))} />
            </Col>
          ))}
        </Row>
      </BrightCard>
    </div>
  );
}
