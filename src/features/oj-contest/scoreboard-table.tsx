import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { contestRuleInfo } from '../../../shared/contest-rules';
import { ojContestScoreboard } from '../../api/generated/oj-contest';
import type { OjScoreCell, OjScoreRow } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { ojPoll } from './oj-call';
import { formatTime } from './oj-labels';

/** How the ACM board shows a problem cell: +tries and the acceptance minute, -tries, or ?pending. */
function AcmCell({ cell }: { cell: OjScoreCell }) {
  if (cell.accepted)
    return (
      <span style={{ color: '#389e0d' }}>
        +{cell.attempts || ''}
        <br />
        {cell.acMinutes}
      </span>
    );
  if (cell.pending) return <span style={{ color: '#1677ff' }}>{cell.attempts ? `-${cell.attempts} ` : ''}?{cell.pending}</span>;
  return cell.attempts ? <span style={{ color: '#cf1322' }}>-{cell.attempts}</span> : null;
}

function OiCell({ cell }: { cell: OjScoreCell }) {
  if (cell.score === null || cell.score === undefined) return cell.pending ? <span>?</span> : null;
  return <span style={{ color: cell.score === 100 ? '#389e0d' : undefined }}>{cell.score}</span>;
}

/** The live board, refreshed every 15 seconds. */
export function ScoreboardTable({ contestId, admin }: { contestId: number; admin?: boolean }) {
  const board = useQuery({ queryKey: ['oj-scoreboard', contestId, admin], refetchInterval: 15_000, queryFn: () => content(ojContestScoreboard({ id: contestId }, ojPoll(admin))) });
  const data = board.data;
  const acm = !data || contestRuleInfo[data.rule].board === 'solved-penalty';
  return (
    <>
      {data?.frozen && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`已封榜（${formatTime(data.freezeAt)} 起的提交显示为待定，比赛结束后公布）`} />}
      <Table<OjScoreRow>
        rowKey="studentId"
        size="small"
        loading={board.isLoading}
        pagination={false}
        dataSource={data?.rows ?? []}
        scroll={{ x: true }}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 60 },
          { title: '选手', render: (_, r) => (r.schoolName ? `${r.realName}（${r.schoolName}）` : r.realName) },
          ...(acm
            ? [
                { title: '通过', dataIndex: 'solved', width: 60 },
                { title: '罚时', dataIndex: 'penalty', width: 70 },
              ]
            : [{ title: '总分', dataIndex: 'score', width: 70 }]),
          ...(data?.letters ?? []).map((letter, i) => ({
            title: letter,
            width: 64,
            align: 'center' as const,
            render: (_: unknown, r: OjScoreRow) => (acm ? <AcmCell cell={r.cells[i]} /> : <OiCell cell={r.cells[i]} />),
          })),
        ]}
      />
    </>
  );
}
