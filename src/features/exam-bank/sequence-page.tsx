import { useQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { schoolPaperSaveSections, schoolPaperViewDetail } from '../../api/generated/school-paper';
import { content } from '../../api/request';
import { PaperSectionEditor } from '../exam/paper-section-editor';
import { examPath, type ScopedPageProps } from './exam-scope';
import { QuestionTags } from './question-preview-modal';
import { quiet } from './school-bank-api';
import { usePaperQuestions } from './use-paper-questions';

/** 题目排序 and 大题 of a school paper (the section editor the back office's platform papers share). */
export function SequencePage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  if (paperId === undefined || paper.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;
  return (
    <PaperSectionEditor
      paperId={paperId}
      title={`${route.title}：${paper.data?.name ?? ''}`}
      view={view.data}
      loading={view.isLoading}
      save={(body) => apply(schoolPaperSaveSections(body))}
      extra={<Link to={examPath('edit-questions', scope, { id: paperId })}><Button>返回编辑试题</Button></Link>}
      questionExtra={(q) => <QuestionTags question={q} />}
    />
  );
}
