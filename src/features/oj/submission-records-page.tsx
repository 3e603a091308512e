import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojSubmissionList } from '../../api/generated/oj';
import type { OjSubmissionQuery, OjSubmissionSummary } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { sessionStore } from '../../providers/session-store';
import { languageLabel, verdictLabels } from './oj-meta';
import { ojPaths } from './oj-paths';
import { SubmissionResult } from './submission-result';
import { useSubmission } from './use-submission';
import { VerdictTag } from './verdict-tag';

/**
 * /oj/SubmitRecords (the user's own submissions) and /oj/recordOJ (`school`: staff see every
 * submission of their school's students, filterable by problem, student and verdict).
 */
export function SubmissionRecordsPage({ route, school = false }: PageProps & { school?: boolean }) {
  const [query, setQuery] = useState<OjSubmissionQuery>({ pageNum: 1, pageSize: 20, scope: school ? 'school' : 'mine' });
  const [studentName, setStudentName] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['oj-submissions', query],
    queryFn: () => content(ojSubmissionList(query, withFlags({ silent: true }))),
    // Records still being judged refresh by themselves.
    refetchInterval: (q) => (q.state.data?.list.some((s) => s.status !== 'finished') ? 2000 : false),
  });
  const detail = useSubmission(openId);
  const change = (patch: Partial<OjSubmissionQuery>) => setQuery((q) => ({ ...q, pageNum: 1, ...patch }));

  return (
    <Card title={route.title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber placeholder="题目编号" min={1} style={{ width: 130 }} onChange={(v) => change({ problemId: typeof v === 'number' ? v : undefined })} />
        {school && (
          <Input.Search
            allowClear
            placeholder="学生姓名"
            value={studentName}
            onChange={(e) => setStudentName(e.target.value)}
            onSearch={(v) => change({ studentName: v.trim() || undefined })}
            style={{ width: 200 }}
          />
        )}
        <Select
          allowClear
          placeholder="评测结果"
          style={{ width: 150 }}
          options={Object.entries(verdictLabels).map(([value, l]) => ({ value, label: value === 'pending' ? l.text : `${value} ${l.text}` }))}
          onChange={(v?: OjSubmissionQuery['verdict']) => change({ verdict: v })}
        />
      </Space>
      <Table<OjSubmissionSummary>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
        }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '题目', dataIndex: 'problemTitle', render: (v: string, r) => <Link to={ojPaths.details(r.problemId)}>{v ?? r.problemId}</Link> },
          ...(school ? [{ title: '学生', dataIndex: 'submitterName', width: 120 }] : []),
          { title: '结果', dataIndex: 'verdict', width: 140, render: (v: string | null, r) => <VerdictTag verdict={v} status={r.status} /> },
          { title: '用时', dataIndex: 'timeMs', width: 90, render: (v: number | null) => (v === null ? '-' : `${v} ms`) },
          { title: '内存', dataIndex: 'memoryKb', width: 100, render: (v: number | null) => (v === null ? '-' : `${v} KB`) },
          { title: '语言', dataIndex: 'language', width: 100, render: (v: string) => languageLabel(v) },
          { title: '提交时间', dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: '操作', width: 90, render: (_, r) => <Button size="small" onClick={() => setOpenId(r.id)}>详情</Button> },
        ]}
      />
      <Drawer title={`提交详情 #${openId ?? ''}`} width={760} open={openId !== null} onClose={() => setOpenId(null)} destroyOnHidden>
        {detail.data && <SubmissionResult submission={detail.data} showSource />}
      </Drawer>
    </Card>
  );
}

/** /oj/recordOJ: staff read their school's students' submissions; a student (identity 2) reads their own there too. */
export function RecordOjPage(props: PageProps) {
  return <SubmissionRecordsPage {...props} school={sessionStore.getUserSession()?.identity !== 2} />;
}
