import { Table } from 'antd';
import { useState } from 'react';
import type { BankQuestionView } from '../../api/generated/api.schemas';
import { QuestionPreviewModal, QuestionTags, type PreviewedQuestion } from './question-preview-modal';

/**
 * Questions to choose from (platform questions, a picker into a paper): tick rows, open one to
 * read it. Questions already taken (on the paper) show ticked and cannot be chosen again.
 */
export function QuestionPickTable({ rows, loading, selected, onSelect, taken = new Set() }: { rows: BankQuestionView[]; loading: boolean; selected: number[]; onSelect: (ids: number[]) => void; taken?: ReadonlySet<number> }) {
  const [previewed, setPreviewed] = useState<PreviewedQuestion>();
  return (
    <>
      <Table<BankQuestionView>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 道题` }}
        locale={{ emptyText: '没有符合条件的题目' }}
        rowSelection={{
          selectedRowKeys: [...selected, ...taken],
          onChange: (keys) => onSelect((keys as number[]).filter((k) => !taken.has(k))),
          getCheckboxProps: (row) => ({ disabled: taken.has(row.id), 'aria-label': `选择${row.title}` }),
        }}
        columns={[
          { title: '题目名称', dataIndex: 'title', render: (title: string, row) => <a onClick={() => setPreviewed(row as unknown as PreviewedQuestion)}>{title}{taken.has(row.id) ? '（已在试卷中）' : ''}</a> },
          { title: '题库', dataIndex: 'bankName', width: 160 },
          { title: '题型 / 难度 / 分值', width: 260, render: (_, row) => <QuestionTags question={row} /> },
        ]}
      />
      <QuestionPreviewModal question={previewed} onClose={() => setPreviewed(undefined)} />
    </>
  );
}
