import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { CurriculumLessonItem } from '../../api/generated/api.schemas';
import { authorizedCurriculumLessons, publishedMaterialGroups } from '../../api/generated/school-content';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { CourseViewer, fileNameOf, type ViewerSection } from '../course-viewer/course-viewer';
import { idParam } from './use-teacher-classroom';
import { usePrepCurricula } from './use-preparation';

/** A lesson as a step of the viewer: its video, its courseware to open or download, and its teaching content. */
function lessonSection(l: CurriculumLessonItem): ViewerSection {
  return {
    key: l.id,
    title: l.chapter ? `${l.chapter} · ${l.title}` : l.title,
    meta: `时长 ${l.durationMinutes} 分钟`,
    text: l.content,
    videos: l.video ? [{ name: `${l.title} 教学视频`, url: l.video }] : [],
    files: l.courseware ? [{ name: `课件：${fileNameOf(l.courseware)}`, url: l.courseware }] : [],
  };
}

/** One granted curriculum's material, lesson by lesson (the currMat detail call: content only under 备课内容). */
function CurriculumMaterial({ curriculumId }: { curriculumId: number }) {
  const navigate = useNavigate();
  const { data, isError } = useQuery({ queryKey: ['school-content', 'lessons', curriculumId], queryFn: () => content(authorizedCurriculumLessons({ id: curriculumId })) });
  if (isError) return <Empty description="课程体系不存在或学校未获授权" />;
  if (!data) return <Skeleton active />;
  const { curriculum } = data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={() => navigate('/code-classroom/prepare-lessons/subject-data')}>全部学科</Button>
        <Button type="primary" ghost onClick={() => navigate(`/code-classroom/curriculum-detail?curriculumId=${curriculum.id}`)}>去备课</Button>
      </Space>
      <CourseViewer
        title={curriculum.name}
        cover={curriculum.cover}
        tags={[curriculum.subjectName, `${curriculum.lessonCount} 节课`]}
        description={curriculum.description}
        sections={data.lessons.map(lessonSection)}
        emptyText="这个课程体系还没有课节"
      />
    </Space>
  );
}

/** The granted curricula by subject, each opening its material. */
function SubjectPicker() {
  const navigate = useNavigate();
  const { data: all, isLoading } = usePrepCurricula();
  if (isLoading || !all) return <Skeleton active />;
  // 学科资料 are the platform's material; the school's own curricula have theirs in each lesson.
  const data = all.filter((c) => c.source === 'platform');
  if (!data.length) return <Empty description="学校还没有获授权的课程体系" />;
  const subjects = [...new Set(data.map((c) => c.subjectName))];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {subjects.map((subject) => (
        <div key={subject}>
          <Typography.Title level={5}>{subject}</Typography.Title>
          <Row gutter={[12, 12]}>
            {data.filter((c) => c.subjectName === subject).map((c) => (
              <Col xs={24} md={12} xl={8} key={c.id}>
                <Card size="small" hoverable data-testid={`subject-curriculum-${c.id}`} onClick={() => navigate(`?curriculumId=${c.id}`)}>
                  <b>{c.name}</b> <Tag>{c.lessonCount} 节</Tag>
                  <div style={{ color: '#64748b', marginTop: 4 }}>{c.description || '查看每节课的视频、课件和教学内容'}</div>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </Space>
  );
}

/** The platform's published material groups (素材), for use in lessons. */
function MaterialGroups() {
  const { data, isLoading } = useQuery({ queryKey: ['school-content', 'materials', undefined], queryFn: () => content(publishedMaterialGroups({})) });
  if (isLoading) return <Skeleton active />;
  if (!data?.length) return <Empty description="平台还没有发布素材" />;
  return (
    <Row gutter={[12, 12]}>
      {data.map((g) => (
        <Col xs={24} md={12} xl={8} key={g.id}>
          <Card size="small" title={g.name} extra={<Tag>{g.materialTypeName}</Tag>}>
            <Space wrap>
              {g.materials.map((m) => (
                <Typography.Link key={m.id} href={m.file} target="_blank">{m.name}</Typography.Link>
              ))}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /code-classroom/prepare-lessons/subject-data (学科资料): the material of the school's granted
 * curricula for preparation — pick a subject's curriculum (?curriculumId=) to walk its lessons'
 * videos, courseware and teaching content — and the platform's material library.
 */
export function SubjectDataPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const curriculumId = idParam(params, 'curriculumId');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={route.title}>{curriculumId ? <CurriculumMaterial curriculumId={curriculumId} /> : <SubjectPicker />}</Card>
      <Card title="素材库">
        <MaterialGroups />
      </Card>
    </Space>
  );
}
