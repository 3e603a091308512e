import { App, Button, InputNumber, List, Modal, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { shareDays } from '../../../shared/library/library-rules';
import { createShareLink, revokeShareLink, shareLinks } from '../../api/generated/library';
import type { ShareLink, ShareTarget } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** How one kind of target's links are listed, made and ended (the library's calls, or a contest ranking's). */
export interface ShareLinkCalls {
  list(): Promise<ShareLink[]>;
  /** Makes a link living `days` days; answers the page it opens (path and query with the token). */
  create(days: number): Promise<string>;
  revoke(id: number): Promise<unknown>;
}

/** The library's share-link calls for one target (an album, a student's report or home–school page). */
export function libraryShareLinkCalls(target: ShareTarget, pathOf: (token: string) => string): ShareLinkCalls {
  return {
    list: () => content(shareLinks(target)),
    create: async (days) => pathOf((await content(createShareLink({ ...target, days }))).token),
    revoke: (id) => content(revokeShareLink({ id })),
  };
}

export interface ShareLinksDialogProps {
  title: string;
  calls: ShareLinkCalls;
  /** Who may open it and what they see, under the fresh link. */
  hint: ReactNode;
  onClose: () => void;
}

/**
 * The share links of one target (an album, a student's report or home–school page, a contest's
 * ranking or one's own card in it): a new link
 * lives the chosen days and its address is shown once (only its hash is kept); earlier links can
 * be revoked here at once, which also cuts off what they handed out.
 */
export function ShareLinksDialog({ title, calls, hint, onClose }: ShareLinksDialogProps) {
  const { message } = App.useApp();
  const [days, setDays] = useState<number>(shareDays.default);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const [fresh, setFresh] = useState<string | null>(null);
  const reload = useCallback(() => void calls.list().then(setLinks), [calls]);
  useEffect(reload, [reload]);

  const create = async () => {
    setFresh(`${window.location.origin}${await calls.create(days)}`);
    reload();
  };
  const revoke = async (id: number) => {
    await calls.revoke(id);
    message.success('已撤销');
    reload();
  };
  const state = (link: ShareLink) => (link.revokedAt ? <Tag>已撤销</Tag> : new Date(link.expiresAt) <= new Date() ? <Tag color="orange">已过期</Tag> : <Tag color="green">有效</Tag>);

  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={640}>
      <Space wrap>
        有效期
        <InputNumber aria-label="有效天数" min={shareDays.min} max={shareDays.max} precision={0} value={days} onChange={(v) => setDays(v ?? shareDays.default)} addonAfter="天" />
        <Button type="primary" onClick={create}>生成分享链接</Button>
      </Space>
      {fresh && (
        <div style={{ marginTop: 16 }}>
          <Typography.Paragraph copyable={{ text: fresh }} data-testid="share-link" style={{ wordBreak: 'break-all' }}>{fresh}</Typography.Paragraph>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </div>
      )}
      <List
        style={{ marginTop: 16 }}
        header="已生成的链接"
        dataSource={links}
        locale={{ emptyText: '还没有分享过' }}
        renderItem={(link) => (
          <List.Item actions={!link.revokedAt && new Date(link.expiresAt) > new Date() ? [<Button key="revoke" size="small" danger onClick={() => revoke(link.id)}>撤销</Button>] : []}>
            {state(link)} 生成于 {when(link.createdAt)}，有效至 {when(link.expiresAt)}
          </List.Item>
        )}
      />
    </Modal>
  );
}
