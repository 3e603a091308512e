import { Button, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { studentContractEntity } from '../../../shared/generated/entities/student-contract.gen';
import type { CustomActionProps } from '../../resources/custom-action-props';
import { fieldOf } from '../../resources/entity-resource';
import { UploadInput } from '../../resources/upload-input';

/**
 * 签署: the signed contract's scan goes through the upload pipeline (the school's upload grant)
 * and is attached with the signing date; the contract is then 已签署 and no longer edited.
 */
export function ContractSignButton({ op, ids, record, run }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ file: string; signDate: Dayjs }>();
  const signed = record?.state === 2;
  const save = async () => {
    const values = await form.validateFields();
    await run(op, { id: ids[0], file: values.file, signDate: values.signDate.format('YYYY-MM-DD') });
    setOpen(false);
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>
        {signed ? '更换扫描件' : op.title}
      </Button>
      <Modal title={`${signed ? '更换扫描件' : '签署合同'} ${String(record?.contractNo ?? '')}`} open={open} onOk={save} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false} initialValues={{ signDate: record?.signDate ? dayjs(String(record.signDate)) : dayjs(), file: record?.file ?? undefined }}>
          <Form.Item name="file" label="签署扫描件" rules={[{ required: true, message: '请上传签署后的合同扫描件' }]} extra="家长签字后的合同拍照或扫描上传（图片或 PDF）">
            <UploadInput field={fieldOf(studentContractEntity, 'file')} />
          </Form.Item>
          <Form.Item name="signDate" label="签署日期" rules={[{ required: true, message: '请选择签署日期' }]}>
            <DatePicker />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
