import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { ojPickProblems } from '../../api/generated/oj-contest';
import type { OjPickProblem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { ojPoll } from './oj-call';
import { difficultyLabel } from '../oj/oj-meta';

export interface PickedProblem {
  id: number;
  title: string;
}

interface Props {
  value?: PickedProblem[];
  onChange?: (value: PickedProblem[]) => void;
  admin?: boolean;
  /** Contests name their problems A, B, C… by position. */
  lettered?: boolean;
}

/** An ordered list of problems: add by searching, move up or down, remove. A form control. */
export function ProblemPicker({ value = [], onChange, admin, lettered }: Props) {
  const [keyword, setKeyword] = useState('');
  const options = useQuery({ queryKey: ['oj-pick-problems', keyword, admin], queryFn: () => content(ojPickProblems({ keyword }, ojPoll(admin))) });
  const chosen = new Set(value.map((p) => p.id));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange?.(next);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<number>
        showSearch
        placeholder="搜索题目名称并添加"
        filterOption={false}
        onSearch={setKeyword}
        value={null as unknown as number}
        loading={options.isFetching}
        aria-label="添加题目"
        options={(options.data ?? []).filter((p: OjPickProblem) => !chosen.has(p.id)).map((p) => ({ value: p.id, label: `#${p.id} ${p.title}（${difficultyLabel(p.difficulty)}）` }))}
        onChange={(id) => {
          const problem = options.data?.find((p) => p.id === id);
          if (problem) onChange?.([...value, { id: problem.id, title: problem.title }]);
        }}
        style={{ width: '100%' }}
      />
      <Table<PickedProblem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '还没有题目' }}
        columns={[
          { title: lettered ? '题号' : '序号', width: 70, render: (_, __, i) => (lettered ? String.fromCharCode(65 + i) : i + 1) },
          { title: '题目', render: (_, p) => `#${p.id} ${p.title}` },
          {
            title: '操作',
            width: 140,
            render: (_, __, i) => (
              <Space size={0}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label="上移" disabled={i === 0} onClick={() => move(i, -1)} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label="下移" disabled={i === value.length - 1} onClick={() => move(i, 1)} />
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="移除" onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
