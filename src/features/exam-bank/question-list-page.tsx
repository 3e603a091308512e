import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Popconfirm, Select, Space, Table, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { schoolQuestionBankViewDetail } from '../../api/generated/school-question-bank';
import { schoolQuestionDelete, schoolQuestionQueryList, schoolQuestionViewDetail } from '../../api/generated/school-question';
import type { SchoolQuestion } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { TagList } from './school-tag-select';
import { QuestionFacetFilters, type QuestionFacets } from './question-facet-filters';
import { QuestionImportButton } from './question-import-button';
import { QuestionPreviewModal, QuestionTags, type PreviewedQuestion } from './question-preview-modal';
import { quiet, typeOptions } from './school-bank-api';

/** 题目列表: the questions of one school bank (`?bankId=`): search, preview, edit, delete, import. */
export function QuestionListPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const bankId = Number(params.get('bankId')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<number>();
  const [facets, setFacets] = useState<QuestionFacets>({});
  const [page, setPage] = useState(1);
  const [previewed, setPreviewed] = useState<PreviewedQuestion>();
  const bank = useQuery({ queryKey: ['school-bank', bankId], enabled: bankId !== undefined, queryFn: () => content(schoolQuestionBankViewDetail({ id: bankId! }, quiet())) });
  const list = useQuery({
    queryKey: ['school-questions', bankId, keyword, type, facets, page],
    enabled: bankId !== undefined,
    queryFn: () => content(schoolQuestionQueryList({ bankId, keyword: keyword || undefined, type: type as never, tags: facets.tags, source: facets.source, difficulty: facets.difficulty as never, pageNum: page, pageSize: 20 }, quiet())),
  });
  if (bankId === undefined || bank.isError) return <Empty description="请从「我的题目」选择一个题库"><Link to={examPath('own-question', scope)}>返回我的题目</Link></Empty>;

  const preview = async (row: SchoolQuestion) => setPreviewed((await content(schoolQuestionViewDetail({ id: row.id }))) as unknown as PreviewedQuestion);
  const remove = async (row: SchoolQuestion) => {
    await schoolQuestionDelete({ id: row.id });
    message.success('题目已删除');
    await queryClient.invalidateQueries({ queryKey: ['school-questions'] });
  };

  return (
    <Card
      title={`${route.title}：${bank.data?.name ?? ''}`}
      extra={
        <Space wrap>
          <Input.Search allowClear placeholder="搜索题目名称或题干" onSearch={(v) => { setKeyword(v); setPage(1); }} style={{ width: 220 }} />
          <Select allowClear placeholder="全部题型" options={typeOptions} value={type} onChange={(v) => { setType(v); setPage(1); }} style={{ width: 120 }} />
          <QuestionFacetFilters value={facets} onChange={(next) => { setFacets(next); setPage(1); }} />
          <QuestionImportButton bankId={bankId} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(examPath('add-question', scope, { bankId }))}>添加题目</Button>
        </Space>
      }
    >
      <Table<SchoolQuestion>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage, showTotal: (n) => `共 ${n} 道题` }}
        locale={{ emptyText: '题库里还没有题目' }}
        columns={[
          { title: '题目名称', dataIndex: 'title', render: (title: string, row) => <a onClick={() => void preview(row)}>{title}</a> },
          { title: '题型 / 难度 / 分值', width: 260, render: (_, row) => <QuestionTags question={row} /> },
          { title: '标签', dataIndex: 'tags', width: 200, render: (tags: string | null) => <TagList tags={tags} /> },
          { title: '来源', dataIndex: 'source', width: 140, render: (source: string | null) => source ?? '—' },
          { title: '创建时间', dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '操作',
            width: 200,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void preview(row)}>预览</Button>
                <Button type="link" size="small" onClick={() => navigate(examPath('add-question', scope, { id: row.id }))}>编辑</Button>
                <Popconfirm title={`确定删除「${row.title}」吗？`} okText="删除" cancelText="取消" onConfirm={() => remove(row).catch(() => undefined)}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <QuestionPreviewModal question={previewed} onClose={() => setPreviewed(undefined)} />
    </Card>
  );
}
