import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import type { FieldMeta } from '../../shared/entity-types';
import { FieldInput } from './field-input';
import { formItemProps } from './form-item-props';

/** A button that asks for one value in a dialog (transfer class, end date, new password) and submits it. */
export function ValueModalButton({ label, field, initial, onSubmit, disabled }: { label: string; field: FieldMeta; initial?: unknown; onSubmit: (value: unknown) => Promise<unknown>; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(values[field.name]);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" type="link" disabled={disabled} onClick={() => { form.setFieldsValue({ [field.name]: initial }); setOpen(true); }}>
        {label}
      </Button>
      <Modal title={label} open={open} onOk={submit} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item {...formItemProps(field, 'create')} rules={[{ required: field.type !== 'boolean', message: `请输入${field.title}` }, ...((formItemProps(field, 'create').rules as never[]) ?? [])]}>
            <FieldInput field={field} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
