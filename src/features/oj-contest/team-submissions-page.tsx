import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ojTeamDetail, ojTeamSubmissions } from '../../api/generated/oj-contest';
import type { OjTeamSubmission } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojPoll } from './oj-call';
import { VerdictTag } from '../oj/verdict-tag';
import { formatTime } from './oj-labels';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from './screen-path';

/** /oj/team/teamSubDetails?id=: every submission of the team's members, newest first, by member. */
export function TeamSubmissionsPage({ route }: PageProps) {
  const id = useRecordId();
  const [studentId, setStudentId] = useState<number>();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const team = useQuery({ queryKey: ['oj-team', id], enabled: id !== undefined, queryFn: () => content(ojTeamDetail({ id: id as number }, ojPoll())) });
  const subs = useQuery({ queryKey: ['oj-team-subs', id, studentId, page], enabled: id !== undefined, queryFn: () => content(ojTeamSubmissions({ id: id as number, studentId, ...page }, ojPoll())) });
  if (id === undefined) return <Empty description="未指定团队" />;
  return (
    <Card
      title={`${route.title}${team.data ? `：${team.data.team.name}` : ''}`}
      extra={
        <Select
          allowClear
          placeholder="全部成员"
          style={{ width: 180 }}
          value={studentId}
          onChange={(v) => {
            setStudentId(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={(team.data?.members ?? []).map((m) => ({ value: m.studentId, label: m.realName }))}
        />
      }
    >
      <Table<OjTeamSubmission>
        rowKey="id"
        size="small"
        loading={subs.isLoading}
        dataSource={subs.data?.items ?? []}
        pagination={{ current: page.page, pageSize: page.pageSize, total: subs.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '学生', dataIndex: 'realName', width: 110 },
          { title: '题目', render: (_, s) => <Link to={screenPath('questionBank-details', s.problemId)}>{s.problemTitle}</Link> },
          { title: '语言', dataIndex: 'language', width: 90 },
          { title: '结果', width: 100, render: (_, s) => <VerdictTag status={s.status} verdict={s.verdict} /> },
          { title: '用时', width: 90, render: (_, s) => (s.timeMs === null || s.timeMs === undefined ? '-' : `${s.timeMs} ms`) },
          { title: '提交时间', width: 150, render: (_, s) => formatTime(s.createdAt) },
        ]}
      />
    </Card>
  );
}
