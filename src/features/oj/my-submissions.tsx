import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { ojSubmissionList } from '../../api/generated/oj';
import type { OjSubmissionSummary } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { languageLabel } from './oj-meta';
import { VerdictTag } from './verdict-tag';

/** The user's own submissions to one problem, newest first; opening one shows its result. */
export function MySubmissions({ problemId, onOpen }: { problemId: number; onOpen(id: number): void }) {
  const list = useQuery({
    queryKey: ['oj-submissions', { problemId, scope: 'mine' }],
    queryFn: () => content(ojSubmissionList({ problemId, scope: 'mine', pageSize: 20 }, withFlags({ silent: true }))),
    refetchInterval: (q) => (q.state.data?.list.some((s) => s.status !== 'finished') ? 2000 : false),
  });
  return (
    <Table<OjSubmissionSummary>
      rowKey="id"
      size="small"
      loading={list.isLoading}
      dataSource={list.data?.list ?? []}
      pagination={false}
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '结果', dataIndex: 'verdict', render: (v: string | null, r) => <VerdictTag verdict={v} status={r.status} /> },
        { title: '用时', dataIndex: 'timeMs', render: (v: number | null) => (v === null ? '-' : `${v} ms`) },
        { title: '语言', dataIndex: 'language', render: (v: string) => languageLabel(v) },
        { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        { title: '', width: 80, render: (_, r) => <Button size="small" onClick={() => onOpen(r.id)}>查看</Button> },
      ]}
    />
  );
}
