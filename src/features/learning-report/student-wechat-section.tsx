import { useCan } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { routeCatalog } from '../../../shared/route-catalog';
import { messageApp, messageAppBindings, messageAppBindQr, messageAppUnbind } from '../../api/generated/learning-report';
import type { BindQr, Binding } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { BindQrView } from './bind-qr-view';

const vxservicePath = routeCatalog.find((r) => r.name === 'vxservice')!.path;

/** mm:ss left until `iso`, ticking every second while shown; 0 once past. */
function useSecondsLeft(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000)) : 0;
}

const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The guardians' binding QR code in a dialog, with its 30 minutes counting down and 刷新二维码. */
function GuardianQrModal({ qr, busy, onRefresh, onClose }: { qr: BindQr | null; busy: boolean; onRefresh: () => void; onClose: () => void }) {
  const left = useSecondsLeft(qr?.expiresAt ?? null);
  return (
    <Modal
      open={qr !== null}
      title="家长绑定二维码"
      width={600}
      onCancel={onClose}
      footer={[
        <Button key="refresh" loading={busy} onClick={onRefresh}>刷新二维码</Button>,
        <Button key="close" type="primary" onClick={onClose}>完成</Button>,
      ]}
    >
      {qr && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <BindQrView qr={qr} expired={left === 0} onRefresh={onRefresh} />
          <Typography.Text data-testid="bind-qr-countdown" type={left === 0 ? 'danger' : left < 300 ? 'warning' : undefined}>
            {left === 0 ? '二维码已失效，请刷新二维码' : `二维码 ${mmss(left)} 后失效`}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

/**
 * 学员详情's 微信绑定: which WeChat followers receive this student's 签到、缴费 and 成绩 notices (openids
 * masked), 解绑 after a confirmation, and the guardians' binding QR code. Binding is the 微信服务号
 * page's right (vxservice), so the section is shown only to its holders; the server also requires the
 * student in their scope. Before the school has switched its messages on it only points to that page.
 */
export function StudentWechatSection({ studentId }: { studentId: number }) {
  const { data: access } = useCan({ resource: 'vxservice', action: 'list' });
  const allowed = access?.can === true;
  const { message } = App.useApp();
  const app = useQuery({ queryKey: ['vx-app'], enabled: allowed, queryFn: () => content(messageApp({}, withFlags({ silent: true }))) });
  const ready = allowed && app.data?.enabled === true;
  const bindings = useQuery({ queryKey: ['vx-bindings', studentId], enabled: ready, queryFn: () => content(messageAppBindings({ studentId }, withFlags({ silent: true }))) });
  const [qr, setQr] = useState<BindQr | null>(null);
  const [busy, setBusy] = useState(false);

  if (!allowed || !app.data) return null;
  if (!ready) {
    return (
      <Card size="small" title="微信绑定" data-testid="student-wechat">
        <Alert type="info" showIcon message="本校尚未开通微信服务号消息" description={<span>开通后，家长扫码绑定即可收到上课签到、缴费和考试成绩通知。<Link to={vxservicePath}>前往微信服务号设置</Link></span>} />
      </Card>
    );
  }
  const makeQr = async () => {
    setBusy(true);
    try {
      setQr(await content(messageAppBindQr({ personKind: 'guardian', studentId })));
    } finally {
      setBusy(false);
    }
  };
  const unbind = async (row: Binding) => {
    await content(messageAppUnbind({ id: row.id }));
    message.success('已解除绑定');
    await bindings.refetch();
  };
  const close = () => {
    setQr(null);
    // The guardian has probably just scanned: show the new binding.
    void bindings.refetch();
  };
  return (
    <Card size="small" title="微信绑定" data-testid="student-wechat" extra={<Button type="primary" size="small" loading={busy && !qr} onClick={() => void makeQr()}>家长绑定二维码</Button>}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={bindings.isLoading}
        dataSource={bindings.data ?? []}
        locale={{ emptyText: '还没有家长绑定微信，点击“家长绑定二维码”让家长扫码关注服务号' }}
        columns={[
          { title: '微信用户', dataIndex: 'openid', render: (openid: string) => <Typography.Text code>{openid}</Typography.Text> },
          { title: '绑定时间', dataIndex: 'boundAt', render: (at: string) => new Date(at).toLocaleString('zh-CN', { hour12: false }) },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, row: Binding) => (
              <Popconfirm title="解除该微信的绑定？" description="解除后不再向该微信发送这名学员的通知" okText="解绑" cancelText="取消" onConfirm={() => unbind(row)}>
                <Button type="link" danger size="small">解绑</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <GuardianQrModal qr={qr} busy={busy} onRefresh={() => void makeQr()} onClose={close} />
    </Card>
  );
}
