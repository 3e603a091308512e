import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, InputNumber, Popconfirm, Space, Statistic, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { schoolPaperDeleteQuestion, schoolPaperUpdateQuestionScore, schoolPaperViewDetail } from '../../api/generated/school-paper';
import type { PaperQuestionItem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { examPath, type ScopedPageProps } from './exam-scope';
import { QuestionTags } from './question-preview-modal';
import { RandomDrawButton } from './random-draw-button';
import { quiet } from './school-bank-api';
import { usePaperQuestions } from './use-paper-questions';

/**
 * 编辑试题: a paper's questions with their score on this paper; add from the school's or the
 * platform's banks, remove, reorder and preview. Totals are the server's after each change.
 */
export function EditQuestionsPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const paper = useQuery({ queryKey: ['school-paper', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperViewDetail({ id: paperId! }, quiet())) });
  const { view, apply } = usePaperQuestions(paperId);
  if (paperId === undefined || paper.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;
  const rows = view.data?.questions ?? [];
  const sectionTitles = new Map((view.data?.sections ?? []).map((s) => [s.id, s.title]));
  const setScore = (row: PaperQuestionItem, score: number) => apply(schoolPaperUpdateQuestionScore({ id: paperId, questionId: row.questionId, score })).catch(() => undefined);

  return (
    <Card
      title={`${route.title}：${paper.data?.name ?? ''}`}
      extra={
        <Space size="large">
          <Statistic title="题目数" value={view.data?.questionCount ?? 0} />
          <Statistic title="总分" value={view.data?.totalScore ?? 0} />
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={examPath('questionlist1', scope, { paperId })}><Button type="primary">从本校题库选题</Button></Link>
        <Link to={examPath('platform-questionlist1', scope, { paperId })}><Button>从平台题库选题</Button></Link>
        <RandomDrawButton paperId={paperId} apply={apply} />
        <Link to={examPath('sequence', scope, { id: paperId })}><Button disabled={!rows.length}>大题与排序</Button></Link>
        <Link to={examPath('paper-detail', scope, { id: paperId })}><Button disabled={!rows.length}>预览试卷</Button></Link>
      </Space>
      <Table<PaperQuestionItem>
        rowKey="questionId"
        loading={view.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '试卷还没有题目，从题库中选择题目加入' }}
        columns={[
          { title: '序号', width: 70, render: (_, __, i) => i + 1 },
          { title: '题目', dataIndex: 'title' },
          { title: '大题', width: 140, render: (_, row) => sectionTitles.get(row.sectionId) },
          { title: '题型 / 难度', width: 200, render: (_, row) => <QuestionTags question={{ ...row, score: row.score }} /> },
          { title: '来源题库', dataIndex: 'bankName', width: 160 },
          {
            title: '本卷分值',
            dataIndex: 'score',
            width: 130,
            render: (score: number, row) => (
              <InputNumber
                aria-label={`${row.title}的分值`}
                min={0.5}
                max={100}
                step={0.5}
                defaultValue={score}
                key={`${row.questionId}-${score}`}
                onBlur={(e) => {
                  const next = Number(e.target.value);
                  if (next && next !== score) void setScore(row, next);
                }}
                onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
              />
            ),
          },
          {
            title: '操作',
            width: 90,
            render: (_, row) => (
              <Popconfirm title="确定从试卷移除这道题吗？" okText="移除" cancelText="取消" onConfirm={() => apply(schoolPaperDeleteQuestion({ id: paperId, questionId: row.questionId })).catch(() => undefined)}>
                <Button size="small" type="link" danger>移除</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
