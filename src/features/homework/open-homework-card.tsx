import { FormOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { BrightCard } from '../classroom/bright-card';
import { StudentHomeworkList } from './student-homework-list';
import { useMyHomework } from './use-homework';

/** The classroom home's 我的作业: homework that can still be handed in, soonest due first. */
export function OpenHomeworkCard() {
  const navigate = useNavigate();
  const { data, isLoading } = useMyHomework(true);
  return (
    <BrightCard title="我的作业" icon={<FormOutlined />} color="#f97316" extra={<Button type="link" onClick={() => navigate('/code-classroom-stu/classlist_works_student')}>全部作业</Button>}>
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : <StudentHomeworkList list={data ?? []} emptyText="现在没有要交的作业，去自由创作吧" />}
    </BrightCard>
  );
}
