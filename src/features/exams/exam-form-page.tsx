import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { examAssignOptions, examDetail, examPaperOptions, examPublish, examSave, examSetStudents } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { screenPath } from '../oj-contest/screen-path';
import { scoreText } from './exam-labels';
import { quiet, type ExamScreens } from './exam-screens';

interface Values {
  paperId: number;
  title: string;
  description?: string;
  range: [Dayjs, Dayjs];
  durationMinutes: number;
  lateMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showAnswers: boolean;
  partialCredit: boolean;
  oneDevice: boolean;
  maxAttempts?: number | null;
  classIds?: number[];
  campusIds?: number[];
}

/**
 * 创建考试 / 编辑考试 / 发起考试 (from a paper, `?paperId=`) and the practice forms, in both scopes.
 * A new exam may be given its classes (or, for common exams, campuses) here and published at once;
 * single students are picked on the students screen.
 */
export function ExamFormPage({ route, screens }: PageProps & { screens: ExamScreens }) {
  const id = useRecordId();
  const [search] = useSearchParams();
  const presetPaper = Number(search.get('paperId')) || undefined;
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const papers = useQuery({ queryKey: ['exam-papers'], queryFn: () => content(examPaperOptions({}, quiet())) });
  const people = useQuery({ queryKey: ['exam-assign-options'], enabled: id === undefined, queryFn: () => content(examAssignOptions({}, quiet())) });
  const existing = useQuery({ queryKey: ['exam', id], enabled: id !== undefined, queryFn: () => content(examDetail({ id: id as number }, quiet())) });
  const started = existing.data?.started ?? false;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      paperId: d.exam.paperId ?? undefined,
      title: d.exam.title,
      description: d.description ?? '',
      range: [dayjs(d.exam.startAt), dayjs(d.exam.endAt)],
      durationMinutes: d.exam.durationMinutes,
      lateMinutes: d.lateMinutes,
      shuffleQuestions: d.shuffleQuestions,
      shuffleOptions: d.shuffleOptions,
      showAnswers: d.showAnswers,
      partialCredit: d.partialCredit,
      oneDevice: d.oneDevice,
      maxAttempts: d.maxAttempts,
    });
  }, [existing.data, form]);

  // 发起考试 from a paper: the paper, its name and its duration are filled in.
  useEffect(() => {
    if (id !== undefined || !presetPaper || !papers.data) return;
    const paper = papers.data.find((p) => p.id === presetPaper);
    if (paper) form.setFieldsValue({ paperId: paper.id, title: form.getFieldValue('title') || paper.name, durationMinutes: paper.duration });
  }, [id, presetPaper, papers.data, form]);

  const pickPaper = (paperId: number) => {
    const paper = papers.data?.find((p) => p.id === paperId);
    if (!paper) return;
    if (!form.getFieldValue('title')) form.setFieldValue('title', paper.name);
    form.setFieldValue('durationMinutes', paper.duration);
  };

  const save = async (values: Values, publish: boolean) => {
    const saved = await content(
      examSave({
        ...(id ? { id } : {}),
        kind: screens.kind,
        scope: screens.scope,
        paperId: values.paperId,
        title: values.title,
        description: values.description || null,
        startAt: values.range[0].toISOString(),
        endAt: values.range[1].toISOString(),
        durationMinutes: values.durationMinutes,
        lateMinutes: values.lateMinutes,
        shuffleQuestions: values.shuffleQuestions,
        shuffleOptions: values.shuffleOptions,
        showAnswers: values.showAnswers,
        partialCredit: values.partialCredit,
        oneDevice: values.oneDevice,
        maxAttempts: screens.kind === 'practice' ? (values.maxAttempts ?? null) : null,
      }),
    );
    try {
      if (id === undefined && (values.classIds?.length || values.campusIds?.length)) {
        await examSetStudents({ id: saved.id, classIds: values.classIds ?? [], campusIds: values.campusIds ?? [] });
      }
      if (publish) await examPublish({ id: saved.id });
    } catch {
      // Saved as a draft, but not assigned or published (the refusal is already shown): go on editing that draft.
      navigate(screenPath(screens.edit, saved.id), { replace: true });
      return;
    }
    message.success(publish ? `${screens.noun}已发布` : `${screens.noun}已保存`);
    navigate(screenPath(screens.list));
  };

  const submit = async (publish: boolean) => save(await form.validateFields(), publish);
  const draft = existing.data === undefined || existing.data.exam.state === 'draft';
  return (
    <Card title={route.title}>
      {started && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${screens.noun}已开始：试卷和评分规则不能再修改，名称、说明和结束时间仍可调整。`} />}
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 15 }}
        initialValues={{ durationMinutes: 60, lateMinutes: 0, shuffleQuestions: false, shuffleOptions: false, showAnswers: true, partialCredit: false, oneDevice: true, range: [dayjs().add(1, 'hour').startOf('hour'), dayjs().add(3, 'hour').startOf('hour')] }}
      >
        <Form.Item name="paperId" label="试卷" rules={[{ required: true, message: '请选择试卷' }]}>
          <Select
            showSearch
            disabled={started}
            loading={papers.isLoading}
            placeholder="选择平台试卷或本校试卷"
            optionFilterProp="label"
            onChange={pickPaper}
            options={(papers.data ?? []).map((p) => ({ value: p.id, label: `${p.platform ? '【平台】' : ''}${p.name}（${p.questionCount} 题，${scoreText(p.totalScore)} 分）` }))}
          />
        </Form.Item>
        <Form.Item name="title" label={`${screens.noun}名称`} rules={[{ required: true, whitespace: true, message: `请输入${screens.noun}名称` }, { max: 100 }]}>
          <Input placeholder={`例如：第一单元${screens.noun}`} />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 2000 }]}>
          <Input.TextArea rows={2} placeholder="给学员的提示，可不填" />
        </Form.Item>
        <Form.Item name="range" label="开放时间" rules={[{ required: true, message: '请选择开始和结束时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item label="作答时长">
          <Space>
            <Form.Item name="durationMinutes" noStyle rules={[{ required: true, message: '请输入作答时长' }]}>
              <InputNumber min={1} max={1440} addonAfter="分钟" />
            </Form.Item>
            <span>允许迟到</span>
            <Form.Item name="lateMinutes" noStyle>
              <InputNumber min={0} max={600} addonAfter="分钟" />
            </Form.Item>
          </Space>
        </Form.Item>
        {screens.kind === 'practice' && (
          <Form.Item name="maxAttempts" label="最多练习次数" extra="不填表示不限次数">
            <InputNumber min={1} max={100} />
          </Form.Item>
        )}
        <Form.Item label="选项">
          <Space wrap size="large">
            <Form.Item name="shuffleQuestions" valuePropName="checked" noStyle><Checkbox>题目乱序</Checkbox></Form.Item>
            <Form.Item name="shuffleOptions" valuePropName="checked" noStyle><Checkbox>选项乱序</Checkbox></Form.Item>
            <Form.Item name="oneDevice" valuePropName="checked" noStyle><Checkbox>仅允许一台设备作答</Checkbox></Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="partialCredit" label="多选题漏选得一半分" valuePropName="checked">
          <Switch disabled={started} />
        </Form.Item>
        <Form.Item name="showAnswers" label={screens.kind === 'exam' ? '成绩发布后显示答案' : '交卷后显示答案'} valuePropName="checked">
          <Switch />
        </Form.Item>
        {id === undefined && (
          <Form.Item name="classIds" label="参加班级" extra="也可以稍后在“考生”里按班级或单个学员设置">
            <Select mode="multiple" allowClear placeholder="选择班级" options={(people.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        {id === undefined && screens.scope === 'common' && (
          <Form.Item name="campusIds" label="参加校区">
            <Select mode="multiple" allowClear placeholder="选择校区" options={(people.data?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Space>
            <Button onClick={() => void submit(false)}>{draft ? '保存草稿' : '保存'}</Button>
            {draft && (
              <Button type="primary" onClick={() => void submit(true)}>
                保存并发布
              </Button>
            )}
            <Button onClick={() => navigate(screenPath(screens.list))}>返回</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
