import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ojBankProblemCreate, ojBankProblemDetail, ojBankProblemUpdate } from '../../api/generated/oj';
import { ojProblemCreate, ojProblemDetail, ojProblemEdit } from '../../api/generated/oj-problem';
import type { OjProblemCreateBody, OjSample } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { MarkdownField } from './markdown-field';
import { problemFieldOptions } from './oj-meta';
import { ojPaths } from './oj-paths';
import { TestDataUpload } from './test-data-upload';
import { useOjLabels } from './use-oj-labels';

type FormValues = Omit<OjProblemCreateBody, 'samples' | 'labels'> & { samples: OjSample[]; labels: string[] };

/** Loads the problem being edited in one shape for both audiences (the entity answers samples as JSON text). */
async function loadProblem(id: number, admin: boolean): Promise<FormValues & { testCount: number }> {
  const row = admin ? await content(ojProblemDetail({ id }, withFlags({ admin: true, silent: true }))) : await content(ojBankProblemDetail({ id }, withFlags({ silent: true })));
  const samples = typeof row.samples === 'string' ? (JSON.parse(row.samples) as OjSample[]) : row.samples;
  return {
    title: row.title,
    statement: row.statement,
    inputDesc: row.inputDesc,
    outputDesc: row.outputDesc,
    hint: row.hint,
    samples,
    timeLimitMs: row.timeLimitMs,
    memoryLimitMb: row.memoryLimitMb,
    difficulty: row.difficulty as FormValues['difficulty'],
    labels: row.labels ? row.labels.split(',') : [],
    visibility: row.visibility,
    checkerKind: row.checkerKind,
    floatEpsilon: row.floatEpsilon,
    checkerSource: row.checkerSource ?? null,
    testCount: row.testCount,
  };
}

/**
 * /oj/questionBank/addQuestion (a teacher's school or private problem) and
 * /background/OjAdmin/ProblemManagement/addSubject (`admin`: a platform problem); ?id= edits.
 * Test data is uploaded once the problem exists.
 */
export function ProblemFormPage({ route, admin = false }: PageProps & { admin?: boolean }) {
  const id = useRecordId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const labels = useOjLabels(admin);
  const existing = useQuery({ queryKey: ['oj-problem-form', id, admin], enabled: !!id, queryFn: () => loadProblem(id!, admin) });
  const checkerKind = Form.useWatch('checkerKind', form);

  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);

  const save = async (values: FormValues) => {
    const body = { ...values, samples: JSON.stringify(values.samples ?? []), labels: values.labels?.join(',') || null };
    if (admin) delete body.visibility;
    const saved = id
      ? await content(admin ? ojProblemEdit({ ...body, id }, withFlags({ admin: true })) : ojBankProblemUpdate({ ...body, id }))
      : await content(admin ? ojProblemCreate(body, withFlags({ admin: true })) : ojBankProblemCreate(body));
    await queryClient.invalidateQueries({ queryKey: ['oj-problem-form'] });
    if (!id) navigate(`${route.path}?id=${saved.id}`, { replace: true });
  };

  if (id && existing.isLoading) return <Spin />;
  const staffVisibility = problemFieldOptions('visibility').filter((o) => o.value !== 'platform');
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Card title={id ? `编辑题目 #${id}` : route.title}>
          <Form<FormValues>
            form={form}
            layout="vertical"
            onFinish={save}
            initialValues={{ timeLimitMs: 1000, memoryLimitMb: 256, difficulty: 1, checkerKind: 'tokens', visibility: 'school', samples: [{ input: '', output: '' }], labels: [] }}
          >
            <Form.Item name="title" label="题目名称" rules={[{ required: true, message: '请输入题目名称' }, { max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="statement" label="题目描述（Markdown，$公式$，图片可用“插入图片”上传）" rules={[{ required: true, message: '请输入题目描述' }]}>
              <MarkdownField rows={10} admin={admin} label="题目描述" />
            </Form.Item>
            <Form.Item name="inputDesc" label="输入格式">
              <MarkdownField rows={3} admin={admin} label="输入格式" />
            </Form.Item>
            <Form.Item name="outputDesc" label="输出格式">
              <MarkdownField rows={3} admin={admin} label="输出格式" />
            </Form.Item>
            <Form.List name="samples">
              {(fields, { add, remove }) => (
                <Form.Item label="样例">
                  {fields.map((field, i) => (
                    <Row key={field.key} gutter={8} align="top">
                      <Col span={11}>
                        <Form.Item name={[field.name, 'input']} rules={[{ required: true, message: '请输入样例输入' }]}>
                          <Input.TextArea rows={3} placeholder={`样例 ${i + 1} 输入`} style={{ fontFamily: 'monospace' }} />
                        </Form.Item>
                      </Col>
                      <Col span={11}>
                        <Form.Item name={[field.name, 'output']} rules={[{ required: true, message: '请输入样例输出' }]}>
                          <Input.TextArea rows={3} placeholder={`样例 ${i + 1} 输出`} style={{ fontFamily: 'monospace' }} />
                        </Form.Item>
                      </Col>
                      <Col span={2}>
                        <MinusCircleOutlined aria-label="删除样例" onClick={() => remove(field.name)} />
                      </Col>
                    </Row>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ input: '', output: '' })} disabled={fields.length >= 10}>
                    添加样例
                  </Button>
                </Form.Item>
              )}
            </Form.List>
            <Form.Item name="hint" label="提示">
              <MarkdownField rows={3} admin={admin} label="提示" />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item name="timeLimitMs" label="时间限制（毫秒）" rules={[{ required: true }]}>
                <InputNumber min={100} max={10000} step={100} />
              </Form.Item>
              <Form.Item name="memoryLimitMb" label="内存限制（MB）" rules={[{ required: true }]}>
                <InputNumber min={16} max={1024} />
              </Form.Item>
              <Form.Item name="difficulty" label="难度">
                <Select style={{ width: 120 }} options={problemFieldOptions('difficulty').map((o) => ({ value: o.value as number, label: o.label }))} />
              </Form.Item>
              {!admin && (
                <Form.Item name="visibility" label="可见范围">
                  <Select style={{ width: 140 }} options={staffVisibility.map((o) => ({ value: o.value as string, label: o.label }))} />
                </Form.Item>
              )}
            </Space>
            <Form.Item name="labels" label="标签">
              <Select mode="multiple" loading={labels.isLoading} options={(labels.data ?? []).map((l) => ({ value: l.name, label: l.name }))} />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item name="checkerKind" label="比较方式">
                <Select style={{ width: 160 }} options={problemFieldOptions('checkerKind').map((o) => ({ value: o.value as string, label: o.label }))} />
              </Form.Item>
              {checkerKind === 'float' && (
                <Form.Item name="floatEpsilon" label="浮点误差" rules={[{ required: true, message: '请输入浮点误差' }]}>
                  <InputNumber min={0} max={1} step={0.0001} />
                </Form.Item>
              )}
            </Space>
            {checkerKind === 'special' && (
              <Form.Item name="checkerSource" label="特判程序（C++，testlib 风格：checker input output answer）" rules={[{ required: true, message: '请输入特判程序' }]}>
                <Input.TextArea rows={10} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            )}
            <Space>
              <Button type="primary" htmlType="submit">
                保存
              </Button>
              <Button onClick={() => navigate(admin ? ojPaths.adminProblems() : ojPaths.myProblems())}>返回</Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="测试数据">
          {id && existing.data ? (
            <TestDataUpload problemId={id} testCount={existing.data.testCount} admin={admin} onUploaded={() => void existing.refetch()} />
          ) : (
            '保存题目后即可上传测试数据。'
          )}
        </Card>
      </Col>
    </Row>
  );
}
