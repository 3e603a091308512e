import { FormOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';
import { WorksListPage } from '../classroom/works-list-page';
import { StudentHomeworkList } from './student-homework-list';
import { useMyHomework } from './use-homework';

/**
 * 课堂作品 (/code-classroom-stu/classlist_works_student): every homework of my class with my state
 * (hand in, hand in again, see what I handed in), above my works.
 */
export function HomeworkWorksPage(props: PageProps) {
  const { data, isLoading } = useMyHomework(false);
  return (
    <div>
      <div style={{ ...pageBackground, minHeight: 0, marginBottom: 16 }}>
        <BrightCard title="课堂作业" icon={<FormOutlined />} color="#f97316">
          {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : <StudentHomeworkList list={data ?? []} emptyText="老师还没有布置作业" />}
        </BrightCard>
      </div>
      <WorksListPage {...props} />
    </div>
  );
}
