import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, InputNumber, Radio, Row, Select, Space, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { questionCreate, questionEdit, questionViewDetail } from '../../api/generated/question';
import type { QuestionCreateBody } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { questionEntity } from '../../../shared/generated/entities/question.gen';
import { fieldOf } from '../../resources/entity-resource';
import { RelationSelect } from '../../resources/relation-select';
import { AnswerFields } from './answer-fields';
import { MarkdownView } from './markdown-view';
import { useExamTagOptions } from './use-exam-tag-options';
import { QuestionType } from '../../../shared/question-format';
import { emptyQuestion, fromQuestion, toQuestionBody, type QuestionFormValues } from './question-payload';

const admin = () => withFlags({ admin: true });
const question = questionEntity;

/** Where each editor screen returns once saved: the list it was opened from. */
const returnTo: Record<string, (bankId?: number) => string> = {
  newQuestion: () => findRouteByName('topic')!.path,
  addAquestion: (bankId) => `${findRouteByName('questionBankAdminDetails')!.path}?id=${bankId}`,
  'admin-add-question': (bankId) => `${findRouteByName('admin-questionlist')!.path}?bankId=${bankId}`,
};

/**
 * What a screen puts in the form besides the common fields: the bank select (platform or school
 * banks), the OJ problem a programming question is judged as, and whether tags and source show
 * (the back office's vocabularies).
 */
export interface QuestionFormParts {
  bankSelect?: ReactNode;
  ojProblemSelect?: ReactNode;
  withTags?: boolean;
  /** Fields shown instead of the back office's tags and source (a school's own tags and 来源). */
  tagFields?: ReactNode;
}

export function QuestionForm({ initial, onSave, parts = {} }: { initial: QuestionFormValues; onSave: (values: QuestionFormValues) => Promise<void>; parts?: QuestionFormParts }) {
  const [form] = Form.useForm<QuestionFormValues>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? initial.type;
  const stem = Form.useWatch('stem', form) ?? initial.stem ?? '';
  const tagOptions = useExamTagOptions(parts.withTags !== false);
  const submit = async (values: QuestionFormValues) => {
    setSaving(true);
    try {
      await onSave({ ...initial, ...values });
    } catch {
      // The request layer has already shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 1100 }}>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label="题库" name="bankId" rules={[{ required: true, message: '请选择题库' }]}>
            {parts.bankSelect ?? <RelationSelect field={fieldOf(question, 'bankId')} />}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="题目名称" name="title" rules={[{ required: true, whitespace: true, message: '请输入题目名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="题型" name="type">
        <Radio.Group optionType="button" options={fieldOf(question, 'type').enum!.map((o) => ({ label: o.label, value: o.value as number }))} />
      </Form.Item>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label="题干（Markdown）" name="stem" rules={[{ required: true, whitespace: true, message: '请输入题干' }]}>
            <Input.TextArea rows={10} maxLength={20000} showCount />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="预览">
            <MarkdownView source={stem} />
          </Form.Item>
        </Col>
      </Row>
      {type === QuestionType.programming && parts.ojProblemSelect && (
        <Form.Item label="OJ 题目" name="ojProblemId" extra="编程题按所选 OJ 题目的测试数据评测" rules={[{ required: true, message: '请选择 OJ 题目' }]}>
          {parts.ojProblemSelect}
        </Form.Item>
      )}
      <AnswerFields type={type} />
      <Form.Item label="解析" name="analysis">
        <Input.TextArea rows={3} maxLength={20000} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label="分值" name="score" rules={[{ required: true, message: '请输入分值' }]}>
          <InputNumber min={0.5} max={100} step={0.5} />
        </Form.Item>
        <Form.Item label="难度" name="difficulty">
          <Select style={{ width: 120 }} options={fieldOf(question, 'difficulty').enum as never} />
        </Form.Item>
        {parts.withTags !== false && (
          <Form.Item label="标签" name="tagIds">
            <Select mode="multiple" style={{ minWidth: 320 }} options={tagOptions} optionFilterProp="label" placeholder="选择知识点标签" />
          </Form.Item>
        )}
        {parts.withTags !== false && (
          <Form.Item label="来源标签" name="sourceTagId">
            <RelationSelect field={fieldOf(question, 'sourceTagId')} />
          </Form.Item>
        )}
        {parts.tagFields}
      </Space>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>保存题目</Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The question editor (新建题目, 添加题目, 添加平台题目): every question type, the stem in
 * Markdown with a live preview, options and answer, score, difficulty, tags. `?id=` edits a
 * question; `?bankId=` starts a new one in that bank.
 */
export function QuestionEditorPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const bankId = Number(params.get('bankId')) || undefined;
  const existing = useQuery({ queryKey: ['question', id], enabled: id !== undefined, queryFn: () => content(questionViewDetail({ id: id! }, admin())) });

  const save = async (values: QuestionFormValues) => {
    const body = toQuestionBody(values) as unknown as QuestionCreateBody;
    await (id ? questionEdit({ ...body, id }, admin()) : questionCreate(body, admin()));
    message.success(id ? '保存成功' : '新增成功');
    await queryClient.invalidateQueries();
    navigate((returnTo[route.name] ?? returnTo.newQuestion)(values.bankId));
  };

  if (id !== undefined && existing.isError) return <Empty description="题目不存在" />;
  const initial = id === undefined ? emptyQuestion(bankId) : existing.data && fromQuestion(existing.data as unknown as Record<string, unknown>);
  return (
    <Card title={id ? `编辑题目` : route.title} loading={id !== undefined && existing.isLoading}>
      {initial && <QuestionForm key={id ?? 'new'} initial={initial} onSave={save} />}
    </Card>
  );
}
