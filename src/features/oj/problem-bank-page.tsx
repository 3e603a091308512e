import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ojBankProblemDelete, ojBankProblemList } from '../../api/generated/oj';
import type { OjProblemQuery, OjProblemSummary } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { sessionStore } from '../../providers/session-store';
import { intParam, useQueryInUrl } from '../../resources/list-location';
import { difficultyColors, difficultyLabel, problemFieldOptions } from './oj-meta';
import { ojPaths } from './oj-paths';
import { useOjLabels } from './use-oj-labels';

const statusTags = { AC: <Tag color="success">已通过</Tag>, tried: <Tag color="warning">尝试过</Tag> } as const;
const visibilityLabel = (v: string) => problemFieldOptions('visibility').find((o) => o.value === v)?.label ?? v;

/**
 * /oj/questionBank (every problem the user may see, with their own status) and
 * /oj/questionBank/MyquestionBank (`mine`: a teacher's own problems, with edit and delete).
 */
export function ProblemBankPage({ route, mine = false }: PageProps & { mine?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const labels = useOjLabels();
  // Page, size, keyword and filters live in the address: a shared or reloaded bank opens as it was.
  const [query, setQuery] = useQueryInUrl<OjProblemQuery>(
    (p) => ({ pageNum: intParam(p.get('pageNum')) || 1, pageSize: intParam(p.get('pageSize')) || 20, mine, keyword: p.get('keyword') || undefined, difficulty: intParam(p.get('difficulty')) as OjProblemQuery['difficulty'], label: p.get('label') || undefined }),
    ({ pageNum, pageSize, keyword, difficulty, label }) => ({ pageNum, pageSize, keyword, difficulty, label }),
  );
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const list = useQuery({ queryKey: ['oj-problems', query], queryFn: () => content(ojBankProblemList(query, withFlags({ silent: true }))) });
  const change = (patch: Partial<OjProblemQuery>) => setQuery({ ...query, pageNum: 1, ...patch });
  const remove = async (id: number) => {
    await ojBankProblemDelete({ id });
    await queryClient.invalidateQueries({ queryKey: ['oj-problems'] });
  };

  return (
    <Card
      title={route.title}
      extra={
        // Staff reach their own problems from here: those screens are not menu entries.
        sessionStore.getUserSession()?.identity !== 2 && (
          <Space>
            {!mine && <Button onClick={() => navigate(ojPaths.myProblems())}>我的题库</Button>}
            <Button type="primary" onClick={() => navigate(ojPaths.editProblem())}>
              添加题目
            </Button>
          </Space>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索题目名称"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="难度"
          style={{ width: 120 }}
          value={query.difficulty}
          options={problemFieldOptions('difficulty').map((o) => ({ value: o.value as number, label: o.label }))}
          onChange={(v?: number) => change({ difficulty: v as OjProblemQuery['difficulty'] })}
        />
        <Select
          allowClear
          showSearch
          placeholder="标签"
          style={{ width: 160 }}
          value={query.label}
          loading={labels.isLoading}
          options={(labels.data ?? []).map((l) => ({ value: l.name, label: l.name }))}
          onChange={(v?: string) => change({ label: v })}
        />
      </Space>
      <Table<OjProblemSummary>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 题`,
          onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
        }}
        columns={[
          { title: '状态', dataIndex: 'myStatus', width: 90, render: (v: OjProblemSummary['myStatus']) => (v ? statusTags[v] : null) },
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '题目', dataIndex: 'title', render: (v: string, r) => <Link to={ojPaths.details(r.id)}>{v}</Link> },
          { title: '难度', dataIndex: 'difficulty', width: 90, render: (v: number) => <Tag color={difficultyColors[v]}>{difficultyLabel(v)}</Tag> },
          { title: '标签', dataIndex: 'labels', render: (v: string | null) => (v ? v.split(',').map((l) => <Tag key={l}>{l}</Tag>) : null) },
          {
            title: '通过率',
            width: 120,
            render: (_, r) => (r.submitCount ? `${Math.round((r.acceptCount / r.submitCount) * 100)}% (${r.acceptCount}/${r.submitCount})` : '-'),
          },
          ...(mine
            ? [
                { title: '可见范围', dataIndex: 'visibility', width: 110, render: (v: string) => visibilityLabel(v) },
                { title: '测试点', dataIndex: 'testCount', width: 80 },
                {
                  title: '操作',
                  width: 170,
                  render: (_: unknown, r: OjProblemSummary) => (
                    <Space>
                      <Button size="small" onClick={() => navigate(ojPaths.editProblem(r.id))}>编辑</Button>
                      <Popconfirm title="确定删除这道题目吗？" onConfirm={() => remove(r.id)}>
                        <Button size="small" danger>删除</Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : [{ title: '作者', dataIndex: 'authorName', width: 120 }]),
        ]}
      />
    </Card>
  );
}
