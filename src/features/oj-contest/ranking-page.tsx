import { useQuery } from '@tanstack/react-query';
import { Card, Select, Table } from 'antd';
import { useState } from 'react';
import { ojRanking } from '../../api/generated/oj-contest';
import type { OjRankingRow } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { ojPoll } from './oj-call';

/**
 * /oj/ranking: the school's students by problems accepted (ties share a place), filterable by
 * class. Without the school's 总排行 the server ranks one class at a time and says which.
 */
export function RankingPage({ route }: PageProps) {
  const [classId, setClassId] = useState<number>();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const ranking = useQuery({ queryKey: ['oj-ranking', classId, page], queryFn: () => content(ojRanking({ classId, ...page }, ojPoll())) });
  return (
    <Card
      title={route.title}
      extra={
        <Select
          allowClear={ranking.data?.rankTotal !== false}
          placeholder="全部班级"
          style={{ width: 200 }}
          value={ranking.data?.classId ?? classId}
          onChange={(v) => {
            setClassId(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={(ranking.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      }
    >
      <Table<OjRankingRow>
        rowKey="studentId"
        loading={ranking.isLoading}
        dataSource={ranking.data?.items ?? []}
        pagination={{ current: page.page, pageSize: page.pageSize, total: ranking.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 80 },
          { title: '姓名', dataIndex: 'realName' },
          { title: '班级', render: (_, r) => r.className ?? '-' },
          { title: '通过题数', dataIndex: 'solved', width: 110 },
          { title: '提交次数', dataIndex: 'submissions', width: 110 },
        ]}
      />
    </Card>
  );
}
