import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Select, Space, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { schoolPaperAddQuestion, schoolPaperViewDetail } from '../../api/generated/school-paper';
import { schoolQuestionQueryList, schoolQuestionQueryPlatformQuestions } from '../../api/generated/school-question';
import type { BankQuestionView } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { PlatformBankSelect } from './platform-bank-select';
import { PlatformTagFilter } from './platform-tag-select';
import { QuestionFacetFilters, type QuestionFacets } from './question-facet-filters';
import { QuestionPickTable } from './question-pick-table';
import { difficultyOptions, quiet, typeOptions } from './school-bank-api';
import { SchoolBankSelect } from './school-bank-select';
import { usePaperQuestions } from './use-paper-questions';

interface Filter extends QuestionFacets {
  bankId?: number;
  type?: number;
  /** Platform questions: one of the platform's exam tags (schools' own questions filter by tag name, `tags`). */
  tagId?: number;
  keyword: string;
}

/** The school's questions (选择题目) or the platform's (选择平台题目) matching the filter. */
function useCandidates(source: 'school' | 'platform', filter: Filter) {
  return useQuery({
    queryKey: ['paper-candidates', source, filter],
    queryFn: async (): Promise<BankQuestionView[]> => {
      const keyword = filter.keyword || undefined;
      if (source === 'platform') return content(schoolQuestionQueryPlatformQuestions({ bankId: filter.bankId, type: filter.type, difficulty: filter.difficulty, tagId: filter.tagId, keyword }, quiet()));
      const page = await content(schoolQuestionQueryList({ bankId: filter.bankId, type: filter.type as never, difficulty: filter.difficulty as never, tags: filter.tags, source: filter.source, keyword, pageSize: 1000 }, quiet()));
      return page.list as unknown as BankQuestionView[];
    },
  });
}

/**
 * 选择题目 / 选择平台题目: picks questions into the paper of `?paperId=` (each keeps its own
 * score, changed on the paper afterwards), then returns to the paper's questions.
 */
export function PaperPickPage({ route, scope, source }: ScopedPageProps & { source: 'school' | 'platform' }) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('paperId')) || undefined;
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>({ keyword: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  const candidates = useCandidates(source, filter);
  if (paperId === undefined || paper.isError) return <Empty description="请先在「试卷管理」选择试卷"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;

  const back = examPath('edit-questions', scope, { id: paperId });
  const add = async () => {
    await apply(schoolPaperAddQuestion({ id: paperId, questionIds: selected }));
    message.success(`已加入 ${selected.length} 道题目`);
    navigate(back);
  };
  const taken = new Set((view.data?.questions ?? []).map((q) => q.questionId));
  return (
    <Card
      title={`${route.title}：${paper.data?.name ?? ''}`}
      extra={<Link to={back}><Button icon={<ArrowLeftOutlined />}>返回试卷</Button></Link>}
    >
      <Space style={{ marginBottom: 12 }} wrap>
        {source === 'school' ? (
          <SchoolBankSelect allowClear value={filter.bankId} onChange={(bankId) => setFilter({ ...filter, bankId })} placeholder="全部本校题库" />
        ) : (
          <PlatformBankSelect value={filter.bankId} onChange={(bankId) => setFilter({ ...filter, bankId })} />
        )}
        <Select allowClear placeholder="全部题型" options={typeOptions} value={filter.type} onChange={(type) => setFilter({ ...filter, type })} style={{ width: 120 }} />
        {source === 'school' ? (
          <QuestionFacetFilters value={filter} onChange={(facets) => setFilter({ ...filter, ...facets })} />
        ) : (
          <>
            <PlatformTagFilter value={filter.tagId} onChange={(tagId) => setFilter({ ...filter, tagId })} />
            <Select allowClear placeholder="全部难度" options={difficultyOptions} value={filter.difficulty} onChange={(difficulty) => setFilter({ ...filter, difficulty })} style={{ width: 110 }} />
          </>
        )}
        <Input.Search allowClear placeholder="搜索题目名称或题干" onSearch={(keyword) => setFilter({ ...filter, keyword })} style={{ width: 220 }} />
        <Button type="primary" disabled={!selected.length} onClick={() => void add().catch(() => undefined)}>加入试卷（{selected.length}）</Button>
      </Space>
      <QuestionPickTable rows={candidates.data ?? []} loading={candidates.isLoading} selected={selected} onSelect={setSelected} taken={taken} />
    </Card>
  );
}
