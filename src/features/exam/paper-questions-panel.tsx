import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, InputNumber, Popconfirm, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { paperAddQuestion, paperDeleteQuestion, paperQueryQuestionList, paperSaveSections, paperUpdateQuestionScore } from '../../api/generated/paper';
import type { PaperQuestionItem, PaperQuestions } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { paperEntity } from '../../../shared/generated/entities/paper.gen';
import { questionEntity } from '../../../shared/generated/entities/question.gen';
import { fieldOf, resourceOf } from '../../resources/entity-resource';
import { PaperSectionEditor } from './paper-section-editor';
import { QuestionPicker } from './question-picker';

const admin = () => withFlags({ admin: true });
const typeLabels = new Map(fieldOf(questionEntity, 'type').enum!.map((o) => [o.value, o.label]));

/**
 * A paper's questions below its details (试卷管理 → 详情): add questions, change a question's
 * score on this paper, remove one; the total and count shown are the server's after each change.
 * Below them the paper's sections (大题), edited with the same editor as a school's paper, since
 * common exams sit platform papers and students answer them section by section.
 */
export function PaperQuestionsPanel({ record }: { record: Record<string, unknown> }) {
  const paperId = record.id as number;
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const key = ['paper-questions', paperId];
  const view = useQuery({ queryKey: key, queryFn: () => content(paperQueryQuestionList({ id: paperId }, admin())) });
  const [picked, setPicked] = useState<number[]>([]);

  /** Every change answers the new list and totals; the paper list's totals are refreshed too. */
  const apply = async (call: Promise<{ content?: PaperQuestions | null }>) => {
    queryClient.setQueryData(key, await content(call));
    await invalidate({ resource: resourceOf(paperEntity), invalidates: ['list', 'detail'] });
  };
  const add = async () => {
    await apply(paperAddQuestion({ id: paperId, questionIds: picked }, admin()));
    setPicked([]);
  };

  const rows = view.data?.questions ?? [];
  const sectionTitles = new Map((view.data?.sections ?? []).map((s) => [s.id, s.title]));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title="试卷题目"
        size="small"
        extra={
          <Space size="large">
            <Statistic title="题目数" value={view.data?.questionCount ?? 0} />
            <Statistic title="总分" value={view.data?.totalScore ?? 0} />
          </Space>
        }
      >
        <Space style={{ marginBottom: 12 }} wrap>
          <QuestionPicker value={picked} onChange={setPicked} exclude={new Set(rows.map((r) => r.questionId))} />
          <Button type="primary" disabled={!picked.length} onClick={() => void add().catch(() => undefined)}>添加到试卷</Button>
        </Space>
        <Table<PaperQuestionItem>
          rowKey="questionId"
          size="small"
          loading={view.isLoading}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '序号', dataIndex: 'sort', width: 60, render: (_, __, i) => i + 1 },
            { title: '题目', dataIndex: 'title' },
            { title: '大题', dataIndex: 'sectionId', width: 140, render: (id: number) => sectionTitles.get(id) },
            { title: '题型', dataIndex: 'type', width: 80, render: (v: number) => typeLabels.get(v) },
            { title: '题库', dataIndex: 'bankName', width: 140 },
            {
              title: '分值',
              dataIndex: 'score',
              width: 120,
              render: (score: number, row) => (
                <InputNumber
                  aria-label={`${row.title}的分值`}
                  size="small"
                  min={0.5}
                  max={100}
                  step={0.5}
                  defaultValue={score}
                  key={`${row.questionId}-${score}`}
                  onBlur={(e) => {
                    const next = Number(e.target.value);
                    if (next && next !== score) void apply(paperUpdateQuestionScore({ id: paperId, questionId: row.questionId, score: next }, admin())).catch(() => undefined);
                  }}
                />
              ),
            },
            {
              title: '操作',
              width: 80,
              render: (_, row) => (
                <Popconfirm title="确定从试卷移除这道题吗？" okText="确定" cancelText="取消" onConfirm={() => apply(paperDeleteQuestion({ id: paperId, questionId: row.questionId }, admin())).catch(() => undefined)}>
                  <Button size="small" type="link" danger>移除</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <PaperSectionEditor
        size="small"
        paperId={paperId}
        title="大题与题目顺序"
        view={view.data}
        loading={view.isLoading}
        save={(body) => apply(paperSaveSections(body, admin()))}
        questionExtra={(q) => <Tag color="blue">{typeLabels.get(q.type)}</Tag>}
      />
    </Space>
  );
}
