import { App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { messageAppBindings, messageAppBindQr, messageAppSendTest, messageAppUnbind } from '../../api/generated/learning-report';
import type { BindQr, Binding } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { BindQrView } from './bind-qr-view';
import { StudentPicker, type StudentOption } from './student-picker';

/**
 * Who receives the school's template messages: binding QR codes for the signed-in staff member and
 * for a student's guardians, the bound list with 解除绑定, and a test message to one's own binding.
 * `onSent` lets the outbox below refresh once a test message is queued.
 */
export function VxBindingsCard({ onSent }: { onSent: () => void }) {
  const { message } = App.useApp();
  const [bindings, setBindings] = useState<Binding[]>([]);
  const [loading, setLoading] = useState(true);
  const [qr, setQr] = useState<BindQr | null>(null);
  const [student, setStudent] = useState<StudentOption | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setBindings(await content(messageAppBindings({})));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const makeQr = (personKind: 'staff' | 'guardian') => run(personKind, async () => setQr(await content(messageAppBindQr(personKind === 'staff' ? { personKind } : { personKind, studentId: student!.value }))));
  const sendTest = () =>
    run('test', async () => {
      const { queued } = await content(messageAppSendTest({}));
      message.success(`测试消息已加入发送队列（${queued} 条）`);
      onSent();
    });
  const unbind = async (id: number) => {
    await content(messageAppUnbind({ id }));
    message.success('已解除绑定');
    await load();
  };

  return (
    <Card title="绑定服务号" extra={<Space><Button onClick={() => void load()}>刷新名单</Button><Button type="primary" loading={busy === 'test'} onClick={() => void sendTest()}>发送测试消息</Button></Space>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Button loading={busy === 'staff'} onClick={() => void makeQr('staff')}>我的绑定二维码</Button>
          <StudentPicker value={student} onChange={setStudent} />
          <Button disabled={!student} loading={busy === 'guardian'} onClick={() => void makeQr('guardian')}>家长绑定二维码</Button>
        </Space>
        {qr && <BindQrView qr={qr} />}
        <Table
          rowKey="id"
          size="small"
          loading={loading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={bindings}
          locale={{ emptyText: '还没有人绑定服务号' }}
          columns={[
            { title: '绑定对象', dataIndex: 'personName' },
            { title: '身份', dataIndex: 'personKind', width: 90, render: (kind: string) => (kind === 'staff' ? <Tag color="blue">教职工</Tag> : <Tag color="green">家长</Tag>) },
            { title: '微信用户', dataIndex: 'openid', width: 140 },
            { title: '绑定时间', dataIndex: 'boundAt', width: 180, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
            {
              title: '操作',
              width: 100,
              render: (_: unknown, row: Binding) => (
                <Popconfirm title={`解除“${row.personName}”的绑定？`} description="解除后不再向该微信发送消息" onConfirm={() => unbind(row.id)}>
                  <Button type="link" danger size="small">解除绑定</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
