import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Modal } from 'antd';
import { useState } from 'react';
import { curriculumGrantEntity } from '../../../shared/generated/entities/curriculum-grant.gen';
import { fieldOf } from '../../resources/entity-resource';
import { formItemProps } from '../../resources/form-item-props';
import { RelationSelect } from '../../resources/relation-select';
import { useCanRun } from '../../resources/use-can-any';
import { useRunOperation } from '../../resources/use-run-operation';

const grant = curriculumGrantEntity;
const op = grant.operations.saveBatch;

interface BulkGrantForm {
  schoolIds: number[];
  curriculumIds: number[];
  expireDate?: string | null;
}

/** 批量授权 (eduCurrPer saveBatch): every chosen curriculum to every chosen school at once. */
export function BulkGrantButton() {
  const allowed = useCanRun(op);
  const run = useRunOperation(grant);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<BulkGrantForm>();
  if (!allowed) return null;
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await run(op, { schoolIds: values.schoolIds, curriculumIds: values.curriculumIds, expireDate: values.expireDate ?? null });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        {op.title}
      </Button>
      <Modal title={op.title} open={open} onOk={save} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="schoolIds" label="学校" rules={[{ required: true, type: 'array', min: 1, message: '请选择学校' }]}>
            <RelationSelect multiple field={fieldOf(grant, 'schoolId')} />
          </Form.Item>
          <Form.Item name="curriculumIds" label="课程体系" rules={[{ required: true, type: 'array', min: 1, message: '请选择课程体系' }]}>
            <RelationSelect multiple field={fieldOf(grant, 'curriculumId')} />
          </Form.Item>
          <Form.Item {...formItemProps(fieldOf(grant, 'expireDate'), 'update')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
