import { TrophyFilled } from '@ant-design/icons';
import { Card, Result, Spin, Table, Tag, Typography } from 'antd';
import { openSharedRanking } from '../../api/generated/oj-contest';
import type { OjScoreCell, SharedRanking, SharedRankingRow } from '../../api/generated/api.schemas';
import type { PageProps } from '../../resources/page-props';
import { contestRuleLabel, contestStatusLabel, useSharedByToken, when } from './use-shared';

const medalColors = ['#f5b700', '#a7b4c2', '#cd7f32'];

function cellText(rule: SharedRanking['contest']['rule'], cell: OjScoreCell) {
  if (rule === 'oi') return cell.score === null || cell.score === undefined ? '' : String(cell.score);
  if (cell.accepted) return `${cell.acMinutes}′${cell.attempts ? ` (-${cell.attempts})` : ''}`;
  return cell.attempts || cell.pending ? `-${cell.attempts}${cell.pending ? ` +${cell.pending}?` : ''}` : '';
}

/**
 * 排行榜分享 (/shareRanking?token=…): a contest's ranking shared by link, without signing in.
 * Names are half hidden (张*明): the link may travel beyond the school.
 */
export function SharedRankingPage({ route }: PageProps) {
  const { shared, failure } = useSharedByToken<SharedRanking>(openSharedRanking);
  if (failure) return <Result status="warning" title="无法打开排行榜" subTitle={failure} style={{ marginTop: 48 }} />;
  if (!shared) return <Spin style={{ display: 'block', margin: '96px auto' }} />;
  const { contest } = shared;
  return (
    <Card
      style={{ maxWidth: 1080, margin: '24px auto' }}
      title={`${route.title} · ${contest.title}`}
      extra={<Typography.Text type="secondary">{shared.schoolName} · 有效至 {when(shared.expiresAt)}</Typography.Text>}
    >
      <div style={{ marginBottom: 12 }}>
        <Tag color="purple">{contestRuleLabel[contest.rule]}</Tag>
        <Tag>{contestStatusLabel[contest.status]}</Tag>
        <Typography.Text type="secondary">{when(contest.startAt)} — {when(contest.endAt)} · {contest.entrants} 人参赛</Typography.Text>
        {shared.frozen && <Tag color="orange" style={{ marginLeft: 8 }}>封榜中</Tag>}
      </div>
      <Table<SharedRankingRow>
        rowKey={(row) => `${row.rank}-${row.name}-${row.schoolName}`}
        dataSource={shared.rows}
        pagination={shared.rows.length > 50 ? { pageSize: 50 } : false}
        scroll={{ x: true }}
        locale={{ emptyText: '还没有选手参赛' }}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 72, render: (rank: number) => (rank <= 3 ? <TrophyFilled style={{ color: medalColors[rank - 1] }} aria-label={`第${rank}名`} /> : rank) },
          { title: '选手', dataIndex: 'name' },
          { title: '学校', dataIndex: 'schoolName' },
          { title: '通过', dataIndex: 'solved', width: 72 },
          contest.rule === 'oi' ? { title: '总分', dataIndex: 'score', width: 80 } : { title: '罚时', dataIndex: 'penalty', width: 80 },
          ...shared.letters.map((letter, i) => ({
            title: letter,
            key: letter,
            width: 80,
            render: (_: unknown, row: SharedRankingRow) => {
              const cell = row.cells[i];
              return <span style={{ color: cell.accepted ? '#2bb673' : cell.attempts ? '#ff4d4f' : undefined }}>{cellText(contest.rule, cell)}</span>;
            },
          })),
        ]}
      />
    </Card>
  );
}
