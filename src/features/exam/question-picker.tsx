import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { questionQueryList } from '../../api/generated/question';
import { content, withFlags } from '../../api/request';
import { questionEntity } from '../../../shared/generated/entities/question.gen';
import { fieldOf } from '../../resources/entity-resource';

const typeLabels = new Map(fieldOf(questionEntity, 'type').enum!.map((o) => [o.value, o.label]));

/** Searches the platform's questions by name or stem and picks several, labelled with type and bank. */
export function QuestionPicker({ value, onChange, exclude }: { value: number[]; onChange: (ids: number[]) => void; exclude: ReadonlySet<number> }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['question-picker', keyword],
    queryFn: () => content(questionQueryList({ keyword: keyword || undefined, pageSize: 30 }, withFlags({ admin: true, silent: true }))),
  });
  const options = (found.data?.list ?? [])
    .filter((q) => !exclude.has(q.id))
    .map((q) => ({ value: q.id, label: `【${typeLabels.get(q.type)}】${q.title}（${q.bankName ?? ''}，${q.score} 分）` }));
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      options={options}
      loading={found.isFetching}
      placeholder="搜索题目名称或题干"
      style={{ minWidth: 420 }}
    />
  );
}
