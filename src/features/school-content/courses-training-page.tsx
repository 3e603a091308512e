import { Table } from 'antd';
import { Link } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { publishedCourseTrainings, publishedTeacherTrainings } from '../../api/generated/school-content';
import type { PublishedTraining } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { teacherTrainingEntity } from '../../../shared/generated/entities/teacher-training.gen';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const columns = entityColumns<PublishedTraining>(teacherTrainingEntity, ['cover', 'title', 'lecturer', 'description']);

/** Trainings the platform has published, listed by `load`, each opening in the area's details page. */
function trainingsPage(queryKey: string, detailsRoute: string, load: (keyword?: string) => Promise<PublishedTraining[]>) {
  return function TrainingsPage({ route }: PageProps) {
    const detailsPath = findRouteByName(detailsRoute)!.path;
    return (
      <ContentCard title={route.title} queryKey={queryKey} load={load}>
        {(rows, loading) => (
          <Table<PublishedTraining>
            rowKey="id"
            loading={loading}
            dataSource={rows}
            columns={[
              ...columns,
              { key: 'tagName', title: '标签', dataIndex: 'tagName' },
              { key: 'chapterCount', title: '章节', dataIndex: 'chapterCount' },
              { key: 'videoCount', title: '视频', dataIndex: 'videoCount' },
              { key: 'fileCount', title: '文件', dataIndex: 'fileCount' },
              { key: 'details', title: '操作', render: (_: unknown, row: PublishedTraining) => <Link to={`${detailsPath}?id=${row.id}`}>学习</Link> },
            ]}
          />
        )}
      </ContentCard>
    );
  };
}

/** /school-home-page/coursesTraining. */
export const CoursesTrainingPage = trainingsPage('trainings', 'coursesTraining-details', (keyword) => content(publishedCourseTrainings({ keyword })));
/** /code-classroom/training-course (培训课程): the teacher trainings (教师培训) for teachers to study. */
export const TeacherTrainingCoursesPage = trainingsPage('teacher-trainings', 'training-course-details', (keyword) => content(publishedTeacherTrainings({ keyword })));
