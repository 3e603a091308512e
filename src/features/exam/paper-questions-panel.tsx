import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { paperAddQuestion, paperDeleteQuestion, paperQueryQuestionList, paperSaveSections, paperUpdateQuestionScore } from '../../api/generated/paper';
import type { PaperQuestions } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { paperEntity } from '../../../shared/generated/entities/paper.gen';
import { questionEntity } from '../../../shared/generated/entities/question.gen';
import { fieldOf, resourceOf } from '../../resources/entity-resource';
import { PaperQuestionsCard } from './paper-questions-card';
import { PaperSectionEditor } from './paper-section-editor';
import { QuestionPicker } from './question-picker';

const admin = () => withFlags({ admin: true });
const typeLabels = new Map(fieldOf(questionEntity, 'type').enum!.map((o) => [o.value, o.label]));

/**
 * A paper's questions below its details (试卷管理 → 详情): add questions, change a question's
 * score on this paper, remove one, in the same card a school's 编辑试题 shows; the total and
 * count shown are the server's after each change.
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
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PaperQuestionsCard
        title="试卷题目"
        size="small"
        view={view.data}
        loading={view.isLoading}
        duration={record.duration as number | undefined}
        toolbar={
          <>
            <QuestionPicker value={picked} onChange={setPicked} exclude={new Set(rows.map((r) => r.questionId))} />
            <Button type="primary" disabled={!picked.length} onClick={() => void add().catch(() => undefined)}>添加到试卷</Button>
          </>
        }
        columns={[
          { title: '题型', dataIndex: 'type', width: 70, render: (v: number) => typeLabels.get(v) },
          { title: '题库', dataIndex: 'bankName', width: 110 },
        ]}
        setScore={(row, score) => apply(paperUpdateQuestionScore({ id: paperId, questionId: row.questionId, score }, admin()))}
        remove={(row) => apply(paperDeleteQuestion({ id: paperId, questionId: row.questionId }, admin()))}
      />
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
