import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { feedbackTypes } from '../../../shared/account-safety/feedback-rules';
import { authorizedCurricula, authorizedCurriculumLessons } from '../../api/generated/school-content';
import type { AuthorizedCurriculum, CurriculumLessonItem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { curriculumEntity } from '../../../shared/generated/entities/curriculum.gen';
import { curriculumLessonEntity } from '../../../shared/generated/entities/curriculum-lesson.gen';
import { feedbackDialog } from '../feedback/feedback-dialog-store';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const curriculumColumns = entityColumns<AuthorizedCurriculum>(curriculumEntity, ['cover', 'name', 'level', 'lessonHours', 'description']);
// 教学内容 comes only to schools holding 备课内容 (prepareContent); for the others it is empty.
const lessonColumns = entityColumns<CurriculumLessonItem>(curriculumLessonEntity, ['chapter', 'sortOrder', 'title', 'durationMinutes', 'video', 'courseware', 'content']);

/** Course feedback (type 1) on a lesson opens the global feedback dialog. */
const feedbackColumn = {
  key: 'feedback',
  title: '反馈',
  width: 80,
  render: (_: unknown, lesson: CurriculumLessonItem) => (
    <Button type="link" size="small" onClick={() => feedbackDialog.open({ type: feedbackTypes.course, targetId: lesson.id })}>
      反馈
    </Button>
  ),
};

/** The lessons of one authorized curriculum, loaded when its row is opened (currMat detail); each can be given course feedback. */
function Lessons({ id }: { id: number }) {
  const lessons = useQuery({ queryKey: ['school-content', 'lessons', id], queryFn: () => content(authorizedCurriculumLessons({ id })) });
  return <Table<CurriculumLessonItem> rowKey="id" size="small" pagination={false} loading={lessons.isLoading} dataSource={lessons.data?.lessons ?? []} columns={[...lessonColumns, feedbackColumn]} />;
}

/** /school-home-page/course-list: the curricula the platform has authorized to this school, with their lessons. */
export function CourseListPage({ route }: PageProps) {
  return (
    <ContentCard title={route.title} queryKey="curricula" load={(keyword) => content(authorizedCurricula({ keyword }))}>
      {(rows, loading) => (
        <Table<AuthorizedCurriculum>
          rowKey="id"
          loading={loading}
          dataSource={rows}
          expandable={{ expandedRowRender: (row) => <Lessons id={row.id} /> }}
          columns={[
            ...curriculumColumns.slice(0, 2),
            { key: 'subjectName', title: '学科', dataIndex: 'subjectName' },
            ...curriculumColumns.slice(2),
            { key: 'lessonCount', title: '课节数', dataIndex: 'lessonCount' },
            { key: 'expireDate', title: '授权截止', dataIndex: 'expireDate', render: (v: string | null) => v ?? '长期' },
          ]}
        />
      )}
    </ContentCard>
  );
}
