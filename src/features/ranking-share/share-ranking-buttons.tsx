import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ojContestShareRanking } from '../../api/generated/oj-contest';
import type { RankingShareLink } from '../../api/generated/api.schemas';
import { content } from '../../api/request';

/**
 * 分享排行榜 / 分享我的排名: a link anyone can open without signing in, valid 7 days. The link is
 * shown once (only its hash is kept), so the dialog offers to copy it.
 */
export function ShareRankingButtons({ contestId, mine }: { contestId: number; mine: boolean }) {
  const { message } = App.useApp();
  const [link, setLink] = useState<RankingShareLink | null>(null);
  const share = (kind: 'board' | 'mine') => void content(ojContestShareRanking({ id: contestId, kind, days: 7 })).then(setLink);
  const url = link ? `${window.location.origin}${link.path}` : '';
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ShareAltOutlined />} onClick={() => share('board')}>分享排行榜</Button>
        {mine && <Button type="primary" icon={<ShareAltOutlined />} onClick={() => share('mine')}>分享我的排名</Button>}
      </Space>
      <Modal open={link !== null} title="分享链接" footer={null} onCancel={() => setLink(null)} destroyOnHidden>
        <Typography.Paragraph>任何人打开此链接即可查看，有效至 {link && new Date(link.expiresAt).toLocaleString('zh-CN', { hour12: false })}。链接只显示这一次，请复制保存。</Typography.Paragraph>
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} aria-label="分享链接" />
          <Button type="primary" onClick={() => void navigator.clipboard?.writeText(url).then(() => message.success('已复制'), () => message.warning('请手动复制链接'))}>复制</Button>
        </Space.Compact>
      </Modal>
    </>
  );
}
