import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Form, Input, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { schoolQuestionCreate, schoolQuestionEdit, schoolQuestionViewDetail } from '../../api/generated/school-question';
import type { SchoolQuestionCreateBody } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { tagList } from '../../../shared/question-tags';
import { QuestionForm } from '../exam/question-editor-page';
import { emptyQuestion, fromQuestion, toQuestionBody, type QuestionFormValues } from '../exam/question-payload';
import { examPath, type ScopedPageProps } from './exam-scope';
import { OjProblemSelect } from './oj-problem-select';
import { SchoolBankSelect } from './school-bank-select';
import { SchoolTagsInput } from './school-tag-select';

/** The school's own tags (names) and source, kept beside the common question fields. */
type SchoolQuestionValues = QuestionFormValues & { schoolTags?: string[]; source?: string | null };

const tagFields = (
  <>
    <Form.Item label="标签" name="schoolTags">
      <SchoolTagsInput />
    </Form.Item>
    <Form.Item label="来源" name="source">
      <Input maxLength={100} allowClear placeholder="如 2024 CSP-J、课本第三章" style={{ width: 220 }} />
    </Form.Item>
  </>
);

/**
 * 添加题目: a question of the school's banks, any of the six types. `?id=` edits one, `?bankId=`
 * starts one in that bank; saving returns to the bank's question list.
 */
export function SchoolQuestionEditorPage({ route, scope }: ScopedPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const bankId = Number(params.get('bankId')) || undefined;
  const existing = useQuery({ queryKey: ['school-question', id], enabled: id !== undefined, queryFn: () => content(schoolQuestionViewDetail({ id: id! })) });

  const save = async (values: SchoolQuestionValues) => {
    const { tagIds: _tags, sourceTagId: _source, ...common } = toQuestionBody(values);
    const body = { ...common, tags: values.schoolTags?.length ? values.schoolTags.join(',') : null, source: values.source?.trim() || null };
    await (id ? schoolQuestionEdit({ ...(body as unknown as SchoolQuestionCreateBody), id }) : schoolQuestionCreate(body as unknown as SchoolQuestionCreateBody));
    message.success(id ? '题目已保存' : '题目已添加');
    await queryClient.invalidateQueries({ queryKey: ['school-questions'] });
    await queryClient.invalidateQueries({ queryKey: ['school-question-tags'] });
    navigate(examPath('questionlist', scope, { bankId: values.bankId }));
  };

  if (id !== undefined && existing.isError) return <Empty description="题目不存在" />;
  const initial: SchoolQuestionValues | undefined =
    id === undefined ? emptyQuestion(bankId) : existing.data && { ...fromQuestion(existing.data as unknown as Record<string, unknown>), schoolTags: tagList(existing.data.tags), source: existing.data.source };
  return (
    <Card title={id ? '编辑题目' : route.title} loading={id !== undefined && existing.isLoading}>
      {initial && <QuestionForm key={id ?? 'new'} initial={initial} onSave={save} parts={{ bankSelect: <SchoolBankSelect />, ojProblemSelect: <OjProblemSelect />, withTags: false, tagFields }} />}
    </Card>
  );
}
