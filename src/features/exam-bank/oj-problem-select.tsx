import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { schoolQuestionQueryOjProblems } from '../../api/generated/school-question';
import { content } from '../../api/request';
import { quiet } from './school-bank-api';

/**
 * Picks the OJ problem a programming question is judged as: platform problems and the school's
 * own (school-visible) ones, searched by title or number. Private problems are never offered.
 */
export function OjProblemSelect({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['exam-oj-problems', keyword], queryFn: () => content(schoolQuestionQueryOjProblems({ keyword: keyword || undefined }, quiet())) });
  const byValue = useQuery({ queryKey: ['exam-oj-problems', String(value ?? '')], enabled: Boolean(value), queryFn: () => content(schoolQuestionQueryOjProblems({ keyword: String(value) }, quiet())) });
  const rows = [...(found.data ?? []), ...(byValue.data ?? []).filter((p) => p.id === value && !(found.data ?? []).some((f) => f.id === p.id))];
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      loading={found.isFetching}
      placeholder="搜索 OJ 题目名称或编号"
      style={{ minWidth: 420 }}
      options={rows.map((p) => ({
        value: p.id,
        label: (
          <span>
            #{p.id} {p.title} <Tag color={p.visibility === 'platform' ? 'blue' : 'green'}>{p.visibility === 'platform' ? '平台' : '本校'}</Tag>
          </span>
        ),
      }))}
    />
  );
}
