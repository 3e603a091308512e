import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table } from 'antd';
import { smsOutbox } from '../../../api/generated/account-safety';
import { content, withFlags } from '../../../api/request';
import type { PageProps } from '../../../resources/page-props';

/**
 * /background/phoneChangeRecord: the SMS outbox of the log provider. Phone changes are verified by
 * code, so the texts sent for them are listed here; a school without an SMS contract reads codes here.
 */
export function SmsOutboxPage({ route }: PageProps) {
  const outbox = useQuery({ queryKey: ['sms-outbox'], queryFn: () => content(smsOutbox(withFlags({ admin: true, silent: true }))) });
  return (
    <Card title={route.title} extra={<Button onClick={() => void outbox.refetch()}>刷新</Button>}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="未配置短信服务时，验证码短信不会真正发出，而是记录在服务器日志和此处（最新 200 条）。" />
      <Table
        rowKey="id"
        loading={outbox.isLoading}
        dataSource={outbox.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '手机号码', dataIndex: 'phone', width: 160 },
          { title: '短信内容', dataIndex: 'content' },
          { title: '发送时间', dataIndex: 'createdAt', width: 220, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        ]}
      />
    </Card>
  );
}
