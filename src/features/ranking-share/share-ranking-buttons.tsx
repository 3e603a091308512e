import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { ojContestRankingShareLinks, ojContestRevokeRankingShare, ojContestShareRanking } from '../../api/generated/oj-contest';
import { content } from '../../api/request';
import { ShareLinksDialog, type ShareLinkCalls } from '../library/share-links-dialog';

type RankingKind = 'board' | 'mine';

/** One contest's ranking links of one kind, made by the caller: the only ones they see and may revoke. */
function rankingCalls(contestId: number, kind: RankingKind): ShareLinkCalls {
  return {
    list: () => content(ojContestRankingShareLinks({ id: contestId, kind })),
    create: async (days) => (await content(ojContestShareRanking({ id: contestId, kind, days }))).path,
    revoke: (id) => content(ojContestRevokeRankingShare({ id })),
  };
}

const hints: Record<RankingKind, string> = {
  board: '链接只显示这一次，请复制保存；任何人打开此链接无需登录即可查看排行榜（姓名部分隐藏），撤销后立即失效。',
  mine: '链接只显示这一次，请复制保存；任何人打开此链接无需登录即可查看你的比赛成绩卡，撤销后立即失效。',
};

/**
 * 分享排行榜 / 分享我的排名: the links the caller made to this contest's ranking (or to their own
 * card), a new one living the chosen days, and 撤销 for those still live — the same dialog as the
 * library's album links.
 */
export function ShareRankingButtons({ contestId, mine }: { contestId: number; mine: boolean }) {
  const [open, setOpen] = useState<RankingKind | null>(null);
  const calls = useMemo(() => (open ? rankingCalls(contestId, open) : null), [contestId, open]);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ShareAltOutlined />} onClick={() => setOpen('board')}>分享排行榜</Button>
        {mine && <Button type="primary" icon={<ShareAltOutlined />} onClick={() => setOpen('mine')}>分享我的排名</Button>}
      </Space>
      {open && calls && <ShareLinksDialog title={open === 'board' ? '分享排行榜' : '分享我的排名'} calls={calls} hint={hints[open]} onClose={() => setOpen(null)} />}
    </>
  );
}
