import { Button, Popconfirm, Table, Tag } from 'antd';
import type { OjParticipant } from '../../api/generated/api.schemas';
import { formatTime } from './oj-labels';

interface Props {
  participants: OjParticipant[] | undefined;
  loading?: boolean;
  onRemove?: (studentId: number) => void;
}

export function ParticipantsTable({ participants, loading, onRemove }: Props) {
  return (
    <Table<OjParticipant>
      rowKey="studentId"
      size="small"
      loading={loading}
      dataSource={participants ?? []}
      columns={[
        { title: '姓名', dataIndex: 'realName' },
        { title: '账号', render: (_, p) => p.userName || '-' },
        { title: '班级', render: (_, p) => p.className ?? '-' },
        { title: '学校', render: (_, p) => p.schoolName ?? '-' },
        { title: '方式', width: 90, render: (_, p) => (p.source === 'invite' ? <Tag color="purple">邀请</Tag> : <Tag>报名</Tag>) },
        { title: '时间', width: 150, render: (_, p) => formatTime(p.createdAt) },
        ...(onRemove
          ? [
              {
                title: '操作',
                width: 90,
                render: (_: unknown, p: OjParticipant) => (
                  <Popconfirm title={`移除 ${p.realName}？`} onConfirm={() => onRemove(p.studentId)}>
                    <Button size="small" danger>
                      移除
                    </Button>
                  </Popconfirm>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
