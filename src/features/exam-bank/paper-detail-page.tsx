import { CodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Radio, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { fillInBlanks, QuestionType } from '../../../shared/question-format';
import { schoolPaperQueryPreview } from '../../api/generated/school-paper';
import type { ExamPaperPreviewItem } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { QuestionPreview } from '../exam/question-preview';
import { SectionHeading } from '../exam/section-heading';
import { examPath, type ScopedPageProps } from './exam-scope';
import { quiet, typeLabels } from './school-bank-api';

/** Where a student answers each type (shown, not used: this is the teacher's preview). */
function AnswerArea({ item }: { item: ExamPaperPreviewItem }) {
  const q = item.question;
  if (q.type === QuestionType.trueFalse) return <Radio.Group disabled options={[{ label: '正确', value: 'true' }, { label: '错误', value: 'false' }]} />;
  if (q.type === QuestionType.fillIn) {
    return (
      <Space wrap>
        {fillInBlanks(q.answer).map((_, i) => <Input key={i} disabled placeholder={`第 ${i + 1} 空`} style={{ width: 160 }} />)}
      </Space>
    );
  }
  if (q.type === QuestionType.shortAnswer) return <Input.TextArea disabled rows={3} placeholder="在此作答" />;
  if (q.type === QuestionType.programming) {
    return (
      <Alert type="info" showIcon icon={<CodeOutlined />} message={`编程题：在代码编辑器中作答，按 OJ 题目 #${q.ojProblemId} ${q.ojProblemTitle ?? ''} 的测试数据评测`} />
    );
  }
  return null;
}

/** 试卷详情: the paper exactly as a student reads it — no answers — section by section, with each question's score on this paper. */
export function PaperDetailPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const paperId = Number(params.get('id')) || undefined;
  const preview = useQuery({ queryKey: ['paper-preview', paperId], enabled: paperId !== undefined, queryFn: () => content(schoolPaperQueryPreview({ id: paperId! }, quiet())) });
  if (paperId === undefined || preview.isError) return <Empty description="试卷不存在"><Link to={examPath('paper-management', scope)}>返回试卷管理</Link></Empty>;
  const paper = preview.data;
  return (
    <Card
      title={route.title}
      loading={preview.isLoading}
      extra={<Link to={examPath('edit-questions', scope, { id: paperId })}><Button>编辑试题</Button></Link>}
    >
      {paper && (
        <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 960, margin: '0 auto', display: 'flex' }}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={3} style={{ marginBottom: 4 }}>{paper.name}</Typography.Title>
            <Typography.Text type="secondary">考试时长 {paper.duration} 分钟 · 共 {paper.questions.length} 题 · 满分 {paper.totalScore} 分</Typography.Text>
            {paper.remark && <Typography.Paragraph style={{ marginTop: 8 }}>{paper.remark}</Typography.Paragraph>}
          </div>
          {!paper.questions.length && <Empty description="试卷还没有题目" />}
          {paper.sections.map((section) => {
            const items = paper.questions.filter((item) => item.sectionId === section.id);
            if (!items.length) return null;
            return (
              <Space key={section.id} direction="vertical" size="middle" style={{ width: '100%' }}>
                <SectionHeading title={section.title} count={section.questionCount} score={section.totalScore} description={section.description} />
                {items.map((item) => (
                  <Card key={item.question.id} size="small" title={<span>{item.sort}. {item.question.title}</span>} extra={<span>{typeLabels.get(item.question.type)} · {item.paperScore} 分</span>}>
                    <QuestionPreview record={item.question as unknown as Record<string, unknown>} asStudent />
                    <div style={{ marginTop: 12 }}>
                      <AnswerArea item={item} />
                    </div>
                  </Card>
                ))}
              </Space>
            );
          })}
        </Space>
      )}
      {paper && <Descriptions size="small" style={{ marginTop: 16 }} items={[{ key: 'tip', label: '提示', children: '此为学生视角预览，答案与解析不会显示给学生。' }]} />}
    </Card>
  );
}
