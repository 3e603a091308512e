import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { PrepLesson } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { lessonOutlineColumns } from './lesson-outline-columns';
import { idParam, teacherPaths } from './use-teacher-classroom';
import { levelNames, usePrepLessons } from './use-preparation';
import { sourceParam } from '../classroom/use-student-courses';

/**
 * /code-classroom/curriculum-detail?curriculumId=&source=: a granted curriculum's lessons (or, with
 * source=own, one of the school's own), each with my preparation state, opening 备课.
 */
export function CurriculumDetailPage(_: PageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const curriculumId = idParam(params, 'curriculumId');
  const source = sourceParam(params) ?? 'platform';
  const { data, isLoading, isError } = usePrepLessons(curriculumId, source);
  if (!curriculumId || isError) return <Result status="404" title="课程体系不存在" extra={<Button onClick={() => navigate('/code-classroom/prepare-lessons')}>返回备课中心</Button>} />;
  if (isLoading || !data) return <Skeleton active />;
  const { curriculum } = data;
  return (
    <div>
      <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{curriculum.name}</h1>
      <div style={{ color: '#64748b', marginBottom: 8 }}>
        {source === 'own' ? <Tag color="purple">学校自建</Tag> : null}
        <Tag color="cyan">{curriculum.subjectName}</Tag>
        <Tag>{levelNames[curriculum.level] ?? `第 ${curriculum.level} 级`}</Tag>
        共 {curriculum.lessonCount} 节 · 已备 {curriculum.preparedCount} 节
        {/* 学科资料 are the platform's, filed under its curricula. */}
        {source === 'platform' ? <Button type="link" onClick={() => navigate(`/code-classroom/prepare-lessons/subject-data?curriculumId=${curriculum.id}`)}>学科资料</Button> : null}
      </div>
      {curriculum.description ? <p style={{ color: '#475569', maxWidth: 880 }}>{curriculum.description}</p> : null}
      <Table<PrepLesson>
        rowKey="id"
        data-testid="prep-lessons"
        dataSource={data.lessons}
        pagination={false}
        columns={[
          ...lessonOutlineColumns<PrepLesson>(),
          { title: '我的备课', dataIndex: 'preparedAt', render: (at: string | null) => (at ? <Tag icon={<CheckCircleFilled />} color="success">已备课</Tag> : <Tag>未备课</Tag>) },
          { title: '操作', render: (_, l) => <Button type="primary" ghost icon={<EditOutlined />} onClick={() => navigate(teacherPaths.prepare(l.id, source))}>备课</Button> },
        ]}
      />
    </div>
  );
}
