import { Button, Skeleton, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { HomeworkState, HomeworkStudent } from '../../api/generated/api.schemas';
import { ReviewTag } from '../teacher-classroom/work-review-tag';
import { dueText, stateColors, stateNames } from './homework-states';
import { useHomeworkDetail } from './use-homework';

/** Who handed in a homework, late or not at all; a handed-in work opens in the review page. */
export function HomeworkStudentsTable({ homeworkId }: { homeworkId: number }) {
  const navigate = useNavigate();
  const { data } = useHomeworkDetail(homeworkId);
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Table<HomeworkStudent>
      rowKey="studentId"
      size="small"
      data-testid={`homework-students-${homeworkId}`}
      dataSource={data.students}
      pagination={false}
      columns={[
        { title: '学生', dataIndex: 'realName' },
        { title: '状态', dataIndex: 'state', render: (s: HomeworkState) => <Tag color={stateColors[s]}>{stateNames[s]}</Tag> },
        { title: '提交时间', dataIndex: 'submittedAt', render: (at: string | null) => (at ? dueText(at) : '—') },
        { title: '作品', dataIndex: 'workTitle', render: (title: string | null) => title ?? '—' },
        { title: '点评', dataIndex: 'score', render: (score: number | null, s) => (s.workId ? <ReviewTag score={score} /> : null) },
        {
          title: '操作',
          render: (_, s) =>
            s.workId ? (
              <Button type="link" onClick={() => navigate(`/code-classroom/worksDetails?id=${s.workId}`)}>
                {s.score === null ? '点评' : '查看'}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
