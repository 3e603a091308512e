import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { schoolPaperSortQuestions, schoolPaperViewDetail } from '../../api/generated/school-paper';
import type { PaperQuestionItem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { moveItem } from './move-item';
import { QuestionTags } from './question-preview-modal';
import { quiet } from './school-bank-api';
import { usePaperQuestions } from './use-paper-questions';

/** 题目排序: drag a question, or move it up and down, then save the paper's order. */
export function SequencePage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  const [order, setOrder] = useState<PaperQuestionItem[]>([]);
  const [dragged, setDragged] = useState<number>();
  const [saving, setSaving] = useState(false);
  useEffect(() => setOrder(view.data?.questions ?? []), [view.data]);
  if (paperId === undefined || paper.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;

  const changed = order.some((q, i) => q.questionId !== view.data?.questions[i]?.questionId);
  const save = async () => {
    setSaving(true);
    try {
      await apply(schoolPaperSortQuestions({ id: paperId, questionIds: order.map((q) => q.questionId) }));
      message.success('题目顺序已保存');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={`${route.title}：${paper.data?.name ?? ''}`}
      extra={
        <Space>
          <Link to={examPath('edit-questions', scope, { id: paperId })}><Button>返回编辑试题</Button></Link>
          <Button disabled={!changed} onClick={() => setOrder(view.data?.questions ?? [])}>还原</Button>
          <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save().catch(() => undefined)}>保存顺序</Button>
        </Space>
      }
    >
      <List<PaperQuestionItem>
        bordered
        loading={view.isLoading}
        dataSource={order}
        locale={{ emptyText: '试卷还没有题目' }}
        renderItem={(q, i) => (
          <List.Item
            draggable
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== undefined) setOrder(moveItem(order, dragged, i));
              setDragged(undefined);
            }}
            style={{ cursor: 'grab', background: dragged === i ? '#e6f4ff' : undefined }}
            actions={[
              <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${q.title}`} disabled={i === 0} onClick={() => setOrder(moveItem(order, i, i - 1))} />,
              <Button key="down" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${q.title}`} disabled={i === order.length - 1} onClick={() => setOrder(moveItem(order, i, i + 1))} />,
            ]}
          >
            <Space>
              <HolderOutlined />
              <strong>{i + 1}.</strong>
              <span>{q.title}</span>
              <QuestionTags question={q} />
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
