import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space } from 'antd';
import { useNavigate } from 'react-router';
import { EntityFormPage } from '../../resources/entity-form-page';
import { EntityListPage } from '../../resources/entity-list-page';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { fieldOf } from '../../resources/entity-resource';
import { fieldText } from '../../resources/field-value';
import { findRouteByName } from '../../../shared/route-catalog';
import { schoolCurriculumEntity } from '../../../shared/generated/entities/school-curriculum.gen';
import { schoolCurriculumSystemEntity } from '../../../shared/generated/entities/school-curriculum-system.gen';
import { CourseViewer } from '../course-viewer/course-viewer';
import { ClassGrantsCard } from './class-grants-card';
import { CurriculumSystemsCard } from './curriculum-systems-card';
import { LessonsEditor } from './lessons-editor';
import { lessonSection, useOwnCurriculum, useOwnLessons } from './use-own-curriculum';

const listPath = findRouteByName('owncourse')!.path;
const pathOf = (name: 'edit' | 'look' | 'preview', id: number) => `${findRouteByName(name)!.path}?id=${id}`;
const levelField = fieldOf(schoolCurriculumEntity, 'level');

/** /school-home-page/owncourse: the school's curriculum systems and its self-made curricula. */
export function OwnCoursePage({ route }: PageProps) {
  return (
    <>
      <CurriculumSystemsCard />
      <EntityListPage entity={schoolCurriculumEntity} title={route.title} />
    </>
  );
}

/** create-curriculum-system / edit-curriculum-system: back to owncourse, where the systems are listed. */
export function CurriculumSystemFormPage({ route, action }: PageProps & { action: 'create' | 'edit' }) {
  return <EntityFormPage entity={schoolCurriculumSystemEntity} title={route.title} action={action} listPath={listPath} />;
}

/** The curriculum as the viewer shows it: heading, then its lessons in order. */
function OwnCurriculumViewer({ id, extra }: { id: number; extra?: React.ReactNode }) {
  const curriculum = useOwnCurriculum(id);
  const lessons = useOwnLessons(id);
  if (!curriculum.data) return null;
  const c = curriculum.data;
  return (
    <CourseViewer
      title={c.name}
      cover={c.cover}
      tags={[String(c.systemName ?? ''), fieldText(levelField, c as unknown as Record<string, unknown>), `${c.lessonHours} 课时`].filter(Boolean)}
      description={c.description}
      sections={(lessons.data ?? []).map(lessonSection)}
      emptyText="这门课程还没有课节"
      extra={extra}
    />
  );
}

function NoRecord() {
  return <Empty description="请从自建课程列表选择课程" />;
}

/** owncourse/edit: the curriculum's fields, its lessons and the classes it is granted to. */
export function OwnCourseEditPage({ route }: PageProps) {
  const id = useRecordId();
  const navigate = useNavigate();
  if (id === undefined) return <NoRecord />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <EntityFormPage entity={schoolCurriculumEntity} title={route.title} action="edit" listPath={listPath} />
      <LessonsEditor curriculumId={id} />
      <ClassGrantsCard curriculumId={id} editable />
      <Button icon={<EyeOutlined />} onClick={() => navigate(pathOf('preview', id))}>
        预览（学生视角）
      </Button>
    </Space>
  );
}

/** owncourse/look: the curriculum read-only, with the classes it is granted to. */
export function OwnCourseLookPage() {
  const id = useRecordId();
  const navigate = useNavigate();
  if (id === undefined) return <NoRecord />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <OwnCurriculumViewer
        id={id}
        extra={
          <Space>
            <Button icon={<EyeOutlined />} onClick={() => navigate(pathOf('preview', id))}>
              预览
            </Button>
            <Button icon={<EditOutlined />} onClick={() => navigate(pathOf('edit', id))}>
              编辑
            </Button>
          </Space>
        }
      />
      <ClassGrantsCard curriculumId={id} editable={false} />
    </Space>
  );
}

/** owncourse/preview: the curriculum exactly as a student of a granted class goes through it. */
export function OwnCoursePreviewPage() {
  const id = useRecordId();
  const navigate = useNavigate();
  if (id === undefined) return <NoRecord />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message="预览模式：以下是学生看到的课程内容" action={<Button size="small" onClick={() => navigate(pathOf('edit', id))}>返回编辑</Button>} />
      <OwnCurriculumViewer id={id} />
    </Space>
  );
}
