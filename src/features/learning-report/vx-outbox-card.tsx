import { Button, Card, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { messageAppOutbox } from '../../api/generated/learning-report';
import type { OutboxMessage } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

const kindLabel: Record<string, string> = { signIn: '上课签到', receipt: '缴费', examResult: '考试成绩', test: '测试消息' };
const stateTag: Record<number, JSX.Element> = { 1: <Tag color="processing">待发送</Tag>, 2: <Tag color="success">已发送</Tag>, 3: <Tag color="error">失败</Tag> };

/** The school's recent template messages: what was sent to whom, and why a message failed. */
export function VxOutboxCard({ refreshKey }: { refreshKey: number }) {
  const [rows, setRows] = useState<OutboxMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await content(messageAppOutbox({ limit: 100 })));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, refreshKey]);
  return (
    <Card title="消息记录" extra={<Button onClick={() => void load()}>刷新</Button>}>
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={rows}
        locale={{ emptyText: '暂无消息' }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '类型', dataIndex: 'kind', width: 90, render: (kind: string) => kindLabel[kind] ?? kind },
          { title: '接收人', dataIndex: 'personName', width: 140 },
          { title: '内容', dataIndex: 'title' },
          { title: '状态', dataIndex: 'state', width: 80, render: (state: number) => stateTag[state] },
          { title: '失败原因', dataIndex: 'failure', width: 260, render: (failure: string | null, row) => (failure && row.state !== 2 ? <Typography.Text type="danger">{failure}</Typography.Text> : '—') },
        ]}
      />
    </Card>
  );
}
