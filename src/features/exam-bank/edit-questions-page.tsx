import { useQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { schoolPaperDeleteQuestion, schoolPaperUpdateQuestionScore, schoolPaperViewDetail } from '../../api/generated/school-paper';
import { content } from '../../api/request';
import { PaperQuestionsCard } from '../exam/paper-questions-card';
import { examPath, type ScopedPageProps } from './exam-scope';
import { QuestionTags } from './question-preview-modal';
import { RandomDrawButton } from './random-draw-button';
import { quiet } from './school-bank-api';
import { usePaperQuestions } from './use-paper-questions';

/**
 * 编辑试题: a paper's questions with their score on this paper; add from the school's or the
 * platform's banks, remove, reorder and preview (the same card as the back office's platform
 * papers). Totals are the server's after each change.
 */
export function EditQuestionsPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  if (paperId === undefined || paper.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;
  const rows = view.data?.questions ?? [];
  return (
    <PaperQuestionsCard
      title={`${route.title}：${paper.data?.name ?? ''}`}
      view={view.data}
      loading={view.isLoading}
      duration={paper.data?.duration}
      toolbar={
        <>
          <Link to={examPath('questionlist1', scope, { paperId })}><Button type="primary">从本校题库选题</Button></Link>
          <Link to={examPath('platform-questionlist1', scope, { paperId })}><Button>从平台题库选题</Button></Link>
          <RandomDrawButton paperId={paperId} apply={apply} />
          <Link to={examPath('sequence', scope, { id: paperId })}><Button disabled={!rows.length}>大题与排序</Button></Link>
          <Link to={examPath('paper-detail', scope, { id: paperId })}><Button disabled={!rows.length}>预览试卷</Button></Link>
        </>
      }
      columns={[
        { title: '题型 / 难度', width: 200, render: (_, row) => <QuestionTags question={{ ...row, score: row.score }} /> },
        { title: '来源题库', dataIndex: 'bankName', width: 160 },
      ]}
      setScore={(row, score) => apply(schoolPaperUpdateQuestionScore({ id: paperId, questionId: row.questionId, score }))}
      remove={(row) => apply(schoolPaperDeleteQuestion({ id: paperId, questionId: row.questionId }))}
    />
  );
}
