import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, InputNumber, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { shareDays } from '../../../shared/library/library-rules';
import { workShareCreate, workShareList, workShareRevoke } from '../../api/generated/work-share';
import { content } from '../../api/request';

/** The address a work token opens: the token is shown once, so the link is made right away. */
export const sharedWorkUrl = (token: string) => `${location.origin}/MiniWorksDetails?token=${encodeURIComponent(token)}`;

const dateTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/**
 * 分享作品: makes a link to the saved work that anyone can open read-only (and run) until it
 * expires; the student sees their links and can revoke any of them at once.
 */
export function ShareWorkDialog({ workId, open, onClose }: { workId: number; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [days, setDays] = useState<number>(shareDays.default);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const links = useQuery({ queryKey: ['work-share', workId], queryFn: () => content(workShareList({ workId })), enabled: open });

  const create = async () => {
    setBusy(true);
    try {
      const created = await content(workShareCreate({ workId, days }));
      setMade(sharedWorkUrl(created.token));
      void client.invalidateQueries({ queryKey: ['work-share', workId] });
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('链接已复制，发给家人和朋友看看吧');
    } catch {
      void message.info('请选中链接后手动复制');
    }
  };
  const revoke = async (id: number) => {
    await content(workShareRevoke({ id }));
    void message.success('已撤销，这个链接打不开了');
    void client.invalidateQueries({ queryKey: ['work-share', workId] });
  };

  return (
    <Modal open={open} title={<span><ShareAltOutlined /> 分享作品</span>} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">拿到链接的人不用登录就能看到并运行这个作品（只能看，不能改）。作品以后再保存，链接里看到的也会更新。</Typography.Paragraph>
      <Space wrap>
        <span>有效</span>
        <InputNumber aria-label="有效天数" min={shareDays.min} max={shareDays.max} precision={0} value={days} onChange={(v) => setDays(v ?? shareDays.default)} />
        <span>天</span>
        <Button type="primary" onClick={() => void create()} loading={busy}>生成分享链接</Button>
      </Space>
      {made ? (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input aria-label="分享链接" value={made} readOnly onFocus={(e) => e.target.select()} />
          <Button icon={<CopyOutlined />} onClick={() => void copy(made)}>复制</Button>
        </Space.Compact>
      ) : null}
      <List
        style={{ marginTop: 16 }}
        size="small"
        header={<b>我分享过的链接</b>}
        loading={links.isLoading}
        locale={{ emptyText: '还没有分享过' }}
        dataSource={links.data ?? []}
        renderItem={(link) => {
          const live = !link.revokedAt && new Date(link.expiresAt).getTime() > Date.now();
          return (
            <List.Item actions={live ? [<Button key="revoke" size="small" danger onClick={() => void revoke(link.id)}>撤销</Button>] : []}>
              <Space wrap>
                <span>{dateTime(link.createdAt)} 生成</span>
                {link.revokedAt ? <Tag>已撤销</Tag> : live ? <Tag color="green">有效至 {dateTime(link.expiresAt)}</Tag> : <Tag color="orange">已过期</Tag>}
              </Space>
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
