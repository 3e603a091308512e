import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Select, Space, message } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { schoolQuestionCopyPlatformQuestions, schoolQuestionQueryPlatformQuestions } from '../../api/generated/school-question';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { usePlatformBanks } from './platform-bank-select';
import { PlatformTagFilter } from './platform-tag-select';
import { QuestionPickTable } from './question-pick-table';
import { difficultyOptions, quiet, typeOptions } from './school-bank-api';
import { SchoolBankSelect } from './school-bank-select';

/** 平台题目列表: a platform bank's questions (`?bankId=`), read-only; chosen ones are copied into a school bank. */
export function PlatformQuestionListPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const bankId = Number(params.get('bankId')) || undefined;
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<number>();
  const [difficulty, setDifficulty] = useState<number>();
  const [tagId, setTagId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<number>();
  const bank = usePlatformBanks().data?.find((b) => b.id === bankId);
  const list = useQuery({ queryKey: ['platform-questions', bankId, keyword, type, difficulty, tagId], enabled: bankId !== undefined, queryFn: () => content(schoolQuestionQueryPlatformQuestions({ bankId, keyword: keyword || undefined, type, difficulty, tagId }, quiet())) });
  if (bankId === undefined) return <Empty description="请从「平台题目」选择一个题库"><Link to={examPath('platform-question', scope)}>返回平台题目</Link></Empty>;

  const copy = async () => {
    const { count } = await content(schoolQuestionCopyPlatformQuestions({ questionIds: selected, bankId: target! }));
    message.success(`已复制 ${count} 道题目到本校题库`);
    setSelected([]);
  };
  return (
    <Card
      title={`${route.title}${bank ? `：${bank.name}` : ''}`}
      extra={
        <Space wrap>
          <Input.Search allowClear placeholder="搜索题目名称或题干" onSearch={setKeyword} style={{ width: 220 }} />
          <Select allowClear placeholder="全部题型" options={typeOptions} value={type} onChange={setType} style={{ width: 120 }} />
          <Select allowClear placeholder="全部难度" options={difficultyOptions} value={difficulty} onChange={setDifficulty} style={{ width: 110 }} />
          <PlatformTagFilter value={tagId} onChange={setTagId} />
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <span>已选 {selected.length} 道题，复制到</span>
        <SchoolBankSelect value={target} onChange={setTarget} placeholder="选择本校题库" />
        <Button type="primary" disabled={!selected.length || !target} onClick={() => void copy().catch(() => undefined)}>复制到本校题库</Button>
      </Space>
      <QuestionPickTable rows={list.data ?? []} loading={list.isLoading} selected={selected} onSelect={setSelected} />
    </Card>
  );
}
