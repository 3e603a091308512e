import { Button, Card, InputNumber, Popconfirm, Space, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { PaperQuestionItem, PaperQuestions } from '../../api/generated/api.schemas';

interface Props {
  title: ReactNode;
  /** The paper's questions, sections and totals as the server last answered them. */
  view?: PaperQuestions;
  loading?: boolean;
  /** The paper's 考试时长 in minutes, when known. */
  duration?: number | null;
  /** How questions get onto the paper (pickers, random draw, links to the section editor …). */
  toolbar: ReactNode;
  /** What this owner shows of a question between its section and its score (type, difficulty, bank). */
  columns: ColumnsType<PaperQuestionItem>;
  /** Changes a question's score on this paper (the school's or the back office's call). */
  setScore: (row: PaperQuestionItem, score: number) => Promise<unknown>;
  /** Takes a question off this paper. */
  remove: (row: PaperQuestionItem) => Promise<unknown>;
  size?: 'small' | 'middle';
}

/**
 * A paper's questions as its author edits them, for a school's paper (编辑试题) and the back
 * office's platform paper (试卷题目) alike: the header a teacher checks before publishing (question
 * count, total score, duration and the 大题 with their question counts and scores), then each
 * question with its section and its score on this paper, which can be changed or removed.
 */
export function PaperQuestionsCard({ title, view, loading, duration, toolbar, columns, setScore, remove, size }: Props) {
  const rows = view?.questions ?? [];
  const sections = view?.sections ?? [];
  const sectionTitles = new Map(sections.map((s) => [s.id, s.title]));
  return (
    <Card
      title={title}
      size={size === 'small' ? 'small' : 'default'}
      extra={
        <Space size="large">
          <Statistic title="题目数" value={view?.questionCount ?? 0} />
          <Statistic title="总分" value={view?.totalScore ?? 0} />
          {duration ? <Statistic title="时长" value={duration} suffix="分钟" /> : null}
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>{toolbar}</Space>
      {sections.length > 0 && (
        <Space size={4} wrap style={{ marginBottom: 12 }} data-testid="paper-sections">
          大题：
          {sections.map((s) => <Tag key={s.id}>{s.title}（{s.questionCount} 题，{s.totalScore} 分）</Tag>)}
        </Space>
      )}
      <Table<PaperQuestionItem>
        rowKey="questionId"
        size={size}
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '试卷还没有题目，从题库中选择题目加入' }}
        columns={[
          { title: '序号', width: 56, render: (_, __, i) => i + 1 },
          // The question's name keeps room to be read in the back office's narrow drawer.
          { title: '题目', dataIndex: 'title', minWidth: 120 },
          { title: '大题', width: 120, render: (_, row) => sectionTitles.get(row.sectionId) },
          ...columns,
          {
            title: '本卷分值',
            dataIndex: 'score',
            width: 110,
            render: (score: number, row) => (
              <InputNumber
                aria-label={`${row.title}的分值`}
                size={size}
                min={0.5}
                max={100}
                step={0.5}
                defaultValue={score}
                key={`${row.questionId}-${score}`}
                onBlur={(e) => {
                  const next = Number(e.target.value);
                  if (next && next !== score) void setScore(row, next).catch(() => undefined);
                }}
                onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
              />
            ),
          },
          {
            title: '操作',
            width: 70,
            render: (_, row) => (
              <Popconfirm title="确定从试卷移除这道题吗？" okText="移除" cancelText="取消" onConfirm={() => remove(row).catch(() => undefined)}>
                <Button size="small" type="link" danger>移除</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
