import { Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { SchoolCurriculumLesson } from '../../api/generated/api.schemas';
import { schoolCurriculumLessonCreate, schoolCurriculumLessonEdit } from '../../api/generated/school-curriculum-lesson';
import { formFieldsOf, toPayload } from '../../resources/entity-form-fields';
import { FieldInput } from '../../resources/field-input';
import { formItemProps } from '../../resources/form-item-props';
import { schoolCurriculumLessonEntity } from '../../../shared/generated/entities/school-curriculum-lesson.gen';
import { RichTextInput } from './rich-text-input';

// The curriculum is the one being edited, never chosen here.
const fields = (mode: 'create' | 'update') => formFieldsOf(schoolCurriculumLessonEntity, mode).filter((f) => f.name !== 'curriculumId');

/**
 * Adds or edits one lesson of a self-made curriculum: title and order, the rich text, a video
 * and an attachment uploaded through the upload pipeline, and the OJ problems it practises.
 */
export function LessonFormModal({ curriculumId, lesson, nextSortOrder, open, onClose, onSaved }: { curriculumId: number; lesson?: SchoolCurriculumLesson; nextSortOrder: number; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const mode = lesson ? 'update' : 'create';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(lesson ?? { sortOrder: nextSortOrder, durationMinutes: 45 });
  }, [open, lesson]);
  const save = async () => {
    const entered = (await form.validateFields()) as Record<string, unknown>;
    const values = toPayload(schoolCurriculumLessonEntity, Object.fromEntries(fields(mode).map((f) => [f.name, entered[f.name] ?? null])));
    setSaving(true);
    try {
      if (lesson) await schoolCurriculumLessonEdit({ ...values, id: lesson.id } as never);
      else await schoolCurriculumLessonCreate({ ...values, curriculumId } as never);
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={lesson ? '编辑课节' : '添加课节'} open={open} width={760} onCancel={onClose} onOk={save} okText="保存" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical">
        {fields(mode).map((field) => (
          <Form.Item key={field.name} {...formItemProps(field, mode)}>
            {field.name === 'content' ? <RichTextInput placeholder="写下这节课要讲的内容" /> : <FieldInput field={field} />}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
