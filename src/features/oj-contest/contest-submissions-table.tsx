import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { ojContestMySubmissions } from '../../api/generated/oj-contest';
import type { OjContestSubmission } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { ojPoll } from './oj-call';
import { languageLabel } from '../oj/oj-meta';
import { VerdictTag } from '../oj/verdict-tag';
import { formatTime } from './oj-labels';


/** The caller's own submissions in the contest; polls while any is still being judged. */
export function ContestSubmissionsTable({ contestId, admin }: { contestId: number; admin?: boolean }) {
  const mine = useQuery({
    queryKey: ['oj-contest-mine', contestId, admin],
    queryFn: () => content(ojContestMySubmissions({ id: contestId }, ojPoll(admin))),
    refetchInterval: (query) => (query.state.data?.some((s) => s.status !== 'finished') ? 2_000 : false),
  });
  return (
    <Table<OjContestSubmission>
      rowKey="id"
      size="small"
      loading={mine.isLoading}
      dataSource={mine.data ?? []}
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '题号', dataIndex: 'letter', width: 60 },
        { title: '语言', width: 100, render: (_, s) => languageLabel(s.language) },
        { title: '结果', width: 100, render: (_, s) => <VerdictTag status={s.status} verdict={s.verdict} /> },
        { title: '得分', width: 70, render: (_, s) => (s.score === null || s.score === undefined ? '-' : Math.round(s.score * 100)) },
        { title: '用时', width: 90, render: (_, s) => (s.timeMs === null || s.timeMs === undefined ? '-' : `${s.timeMs} ms`) },
        { title: '内存', width: 100, render: (_, s) => (s.memoryKb === null || s.memoryKb === undefined ? '-' : `${s.memoryKb} KB`) },
        { title: '提交时间', render: (_, s) => formatTime(s.createdAt) },
      ]}
    />
  );
}
