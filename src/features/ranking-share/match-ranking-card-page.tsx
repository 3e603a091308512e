import { CheckCircleFilled, CloseCircleFilled, TrophyFilled } from '@ant-design/icons';
import { Result, Spin, Tag, Typography } from 'antd';
import { openMatchRankingCard } from '../../api/generated/oj-contest';
import type { MatchRankingCard } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { contestRuleLabel, contestStatusLabel, useSharedByToken, when } from './use-shared';

const medal = (rank: number) => (rank === 1 ? '#f5b700' : rank === 2 ? '#a7b4c2' : rank === 3 ? '#cd7f32' : '#7c8cff');
const cheer = (rank: number, entrants: number, solved: number) =>
  solved === 0 ? '勇敢参赛就是第一步，下次一定能通过！' : rank === 1 ? '冠军！太厉害了！' : rank <= 3 ? '登上领奖台，真棒！' : rank <= Math.ceil(entrants / 2) ? '超过了一半的选手，继续加油！' : '每一次提交都是进步，下次再冲！';

/**
 * 我的比赛排名 (/MyMatchRanking?token=…): a student's ranking card in one contest, opened by the
 * share link the student made, without signing in: place, problems solved, each problem's result.
 */
export function MatchRankingCardPage({ route }: PageProps) {
  const { shared: card, failure } = useSharedByToken<MatchRankingCard>(openMatchRankingCard);
  if (failure) return <Result status="warning" title="无法打开排名卡片" subTitle={failure} style={{ marginTop: 48 }} />;
  if (!card) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  const { contest } = card;
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #6a5cff 0%, #38b6ff 60%, #7ee8c6 100%)', padding: '32px 16px' }}>
      <div role="article" aria-label={route.title} style={{ maxWidth: 440, margin: '0 auto', background: '#fff', borderRadius: 24, boxShadow: '0 12px 40px rgba(40,30,120,.25)', overflow: 'hidden' }}>
        <div style={{ padding: '24px 24px 16px', textAlign: 'center', background: 'linear-gradient(180deg, #fff7e0, #fff)' }}>
          <Typography.Text type="secondary">{route.title}</Typography.Text>
          <Typography.Title level={3} style={{ margin: '4px 0 12px' }}>{contest.title}</Typography.Title>
          <div style={{ width: 120, height: 120, margin: '0 auto', borderRadius: '50%', background: medal(card.rank), display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: '#fff', boxShadow: '0 6px 18px rgba(0,0,0,.18)' }}>
            <TrophyFilled style={{ fontSize: 28 }} />
            <span style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>第 {card.rank} 名</span>
          </div>
          <Typography.Title level={4} style={{ margin: '16px 0 0' }}>{card.realName}</Typography.Title>
          <Typography.Text type="secondary">{[card.schoolName, card.className].filter(Boolean).join(' · ')}</Typography.Text>
          <div style={{ marginTop: 8, fontSize: 16, color: '#6a5cff', fontWeight: 600 }}>{cheer(card.rank, contest.entrants, card.solved)}</div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-around', padding: '12px 16px', borderTop: '1px dashed #eee', borderBottom: '1px dashed #eee' }}>
          <Figure label="通过题数" value={`${card.solved}/${contest.problemCount}`} />
          {contest.rule === 'oi' ? <Figure label="总分" value={card.score} /> : <Figure label="罚时(分钟)" value={card.penalty} />}
          <Figure label="参赛人数" value={contest.entrants} />
        </div>
        <div style={{ padding: 16, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          {card.cells.map((cell) => (
            <div key={cell.letter} aria-label={`题目 ${cell.letter}${cell.accepted ? ' 已通过' : ' 未通过'}`} style={{ width: 64, padding: '8px 0', borderRadius: 12, textAlign: 'center', background: cell.accepted ? '#e8f8ee' : cell.attempts ? '#fff1f0' : '#f5f5f5' }}>
              <div style={{ fontWeight: 700, fontSize: 18 }}>{cell.letter}</div>
              {cell.accepted ? <CheckCircleFilled style={{ color: '#2bb673' }} /> : <CloseCircleFilled style={{ color: cell.attempts ? '#ff6b6b' : '#ccc' }} />}
              <div style={{ fontSize: 12, color: '#888' }}>{contest.rule === 'oi' ? `${cell.score ?? 0} 分` : cell.accepted ? `${cell.acMinutes} 分钟` : `${cell.attempts} 次`}</div>
            </div>
          ))}
        </div>
        <div style={{ padding: '0 16px 16px', textAlign: 'center' }}>
          <Tag color="purple">{contestRuleLabel[contest.rule]}</Tag>
          <Tag>{contestStatusLabel[contest.status]}</Tag>
          {card.frozen && <Tag color="orange">封榜中，最终名次以比赛结束后为准</Tag>}
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {when(contest.startAt)} — {when(contest.endAt)} · 链接有效至 {when(card.expiresAt)}
            </Typography.Text>
          </div>
        </div>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <div style={{ fontSize: 22, fontWeight: 700 }}>{value}</div>
      <div style={{ fontSize: 12, color: '#888' }}>{label}</div>
    </div>
  );
}
