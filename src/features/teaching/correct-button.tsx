import { Button, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { CustomActionProps } from '../../resources/custom-action-props';
import { consumesHours, signStatuses } from './teaching-fields';

interface CorrectForm {
  status: number;
  hours: number;
  reason?: string;
}

/**
 * 签到更正 of one record: the status needs the campus switch 签到更正, the hours 课时修改 with a
 * reason (the server says which is off). The earlier consumption is given back and the new one
 * taken through the hour ledger.
 */
export function CorrectButton({ op, record, run }: CustomActionProps) {
  const [form] = Form.useForm<CorrectForm>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = Form.useWatch('status', form);
  if (!record) return null;
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const hoursChanged = consumesHours(v.status) && v.hours !== record.hours;
      await run(op, { id: record.id, status: v.status, hours: hoursChanged ? v.hours : undefined, reason: v.reason?.trim() || undefined });
      setOpen(false);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>
        {op.title}
      </Button>
      <Modal open={open} title={`签到更正：${String(record.studentName ?? '')} ${String(record.lessonDate)}`} okText="确认更正" confirmLoading={busy} onOk={submit} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">修改考勤需校区开启“签到更正”，修改消耗课时需开启“课时修改”并填写原因。</Typography.Paragraph>
        <Form form={form} labelCol={{ span: 6 }} initialValues={{ status: record.status, hours: record.hours }} preserve={false}>
          <Form.Item name="status" label="考勤" rules={[{ required: true }]}>
            <Select options={signStatuses} />
          </Form.Item>
          {consumesHours(status ?? 0) ? (
            <Form.Item name="hours" label="消耗课时" rules={[{ required: true, message: '请输入课时' }]}>
              <InputNumber min={0} max={20} precision={0} />
            </Form.Item>
          ) : null}
          <Form.Item name="reason" label="更正原因">
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
