import { Table } from 'antd';
import { Link } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { publishedCourseTrainings } from '../../api/generated/school-content';
import type { PublishedTraining } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { teacherTrainingEntity } from '../../../shared/generated/entities/teacher-training.gen';
import { ContentCard } from './content-card';
import { entityColumns } from './entity-columns';

const columns = entityColumns<PublishedTraining>(teacherTrainingEntity, ['cover', 'title', 'lecturer', 'description']);

/** The course trainings the platform has published, each opening in the area's details page. */
function trainingsPage(detailsRoute: string) {
  return function TrainingsPage({ route }: PageProps) {
    const detailsPath = findRouteByName(detailsRoute)!.path;
    return (
      <ContentCard title={route.title} queryKey="trainings" load={(keyword) => content(publishedCourseTrainings({ keyword }))}>
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
export const CoursesTrainingPage = trainingsPage('coursesTraining-details');
/** /code-classroom/training-course (培训课程): the same trainings for teachers to study. */
export const TeacherTrainingCoursesPage = trainingsPage('training-course-details');
