import { App, Button, Empty, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassHomeworkRow, WorkKind } from '../../api/generated/api.schemas';
import { teacherDeleteHomework } from '../../api/generated/homework';
import { workKindNames } from '../../../shared/work-kind-names';
import { deadlineText } from './homework-states';
import { HomeworkStudentsTable } from './homework-students-table';
import { homeworkKey, useClassHomework } from './use-homework';

/**
 * A class's homework (课堂详情 → 作业): each with how many handed in on time and late out of the
 * class; a row opens to who handed in what.
 */
export function ClassHomeworkList({ classId }: { classId: number }) {
  const { data, isLoading } = useClassHomework(classId);
  const client = useQueryClient();
  const { message } = App.useApp();
  const remove = async (id: number) => {
    await teacherDeleteHomework({ id });
    void message.success('作业已删除');
    void client.invalidateQueries({ queryKey: [homeworkKey] });
  };
  return (
    <Table<ClassHomeworkRow>
      rowKey="id"
      data-testid="class-homework"
      loading={isLoading}
      dataSource={data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="还没有布置作业：在班级课程里选一节课，点“布置作业”" /> }}
      expandable={{ expandedRowRender: (h) => <HomeworkStudentsTable homeworkId={h.id} />, expandRowByClick: true }}
      columns={[
        { title: '作业', dataIndex: 'title', render: (title: string, h) => <Space direction="vertical" size={0}><b>{title}</b><span style={{ color: '#64748b' }}>{h.curriculumName} · {h.lessonTitle}{h.source === 'own' ? <Tag color="purple" style={{ marginLeft: 6 }}>学校自建</Tag> : null}</span></Space> },
        { title: '作品类型', dataIndex: 'kind', render: (k: WorkKind | null) => (k ? <Tag>{workKindNames[k]}</Tag> : '不限') },
        { title: '截止', render: (_, h) => deadlineText(h) },
        {
          title: '提交',
          render: (_, h) => (
            <Space direction="vertical" size={0} style={{ minWidth: 160 }}>
              <Progress size="small" percent={h.studentCount ? Math.round(((h.handedIn + h.late) / h.studentCount) * 100) : 0} success={{ percent: h.studentCount ? Math.round((h.handedIn / h.studentCount) * 100) : 0 }} format={() => `${h.handedIn + h.late}/${h.studentCount}`} />
              <span style={{ color: '#64748b' }}>按时 {h.handedIn} · 迟交 {h.late} · 未交 {Math.max(h.studentCount - h.handedIn - h.late, 0)}</span>
            </Space>
          ),
        },
        {
          title: '操作',
          render: (_, h) => (
            <Popconfirm title="删除这份作业？学生的作品会保留" okText="删除" cancelText="取消" onConfirm={() => remove(h.id)}>
              <Button type="link" danger onClick={(e) => e.stopPropagation()}>删除</Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
