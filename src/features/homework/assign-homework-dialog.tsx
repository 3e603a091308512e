import { useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CourseSource, WorkKind } from '../../api/generated/api.schemas';
import { teacherAssignHomework } from '../../api/generated/homework';
import { workKindNames } from '../../../shared/work-kind-names';
import { homeworkKey } from './use-homework';

/** The lesson a homework is given from: a platform lesson or one of the school's own curricula. */
export type HomeworkLesson = { id: number; title: string; source: CourseSource };

type Values = { title?: string; kind: WorkKind | 'any'; dueAt: Dayjs; lateDays: number; description?: string };

/**
 * 布置作业: a lesson's homework for one class, due at a time with a late window (补交天数). A refusal
 * (a due time in the past, …) is shown by the request layer and the dialog keeps what was typed.
 */
export function AssignHomeworkDialog({ classId, lesson, onClose }: { classId: number; lesson: HomeworkLesson | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    if (!lesson) return;
    setSaving(true);
    try {
      await teacherAssignHomework({
        classId,
        lessonId: lesson.id,
        source: lesson.source,
        dueAt: values.dueAt.toISOString(),
        lateDays: values.lateDays,
        ...(values.title?.trim() ? { title: values.title.trim() } : {}),
        ...(values.description?.trim() ? { description: values.description.trim() } : {}),
        ...(values.kind !== 'any' ? { kind: values.kind } : {}),
      });
      void message.success('作业已布置');
      void client.invalidateQueries({ queryKey: [homeworkKey] });
      form.resetFields();
      onClose();
    } catch {
      // The warning is already shown; the form keeps its values.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={lesson ? `布置作业 · ${lesson.title}` : '布置作业'} open={lesson !== null} onCancel={onClose} okText="布置" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} forceRender>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ kind: 'any', lateDays: 1, dueAt: dayjs().add(7, 'day').hour(20).minute(0).second(0) }}
      >
        <Form.Item name="title" label="作业名称">
          <Input maxLength={50} placeholder={lesson ? `${lesson.title} 作业` : ''} />
        </Form.Item>
        <Form.Item name="kind" label="作品类型">
          <Select options={[{ value: 'any', label: '不限' }, ...(Object.keys(workKindNames) as WorkKind[]).map((k) => ({ value: k, label: workKindNames[k] }))]} />
        </Form.Item>
        <Form.Item name="dueAt" label="截止时间" rules={[{ required: true, message: '请选择截止时间' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="lateDays" label="补交天数" extra="截止后仍可补交的天数，补交会标记为迟交；0 表示截止后不能再交">
          <InputNumber min={0} max={14} precision={0} addonAfter="天" />
        </Form.Item>
        <Form.Item name="description" label="作业要求">
          <Input.TextArea maxLength={1000} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
