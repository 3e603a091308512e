import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { encodePasswordForTransport } from '../../../shared/password-transport';
import { phoneError } from '../../../shared/account-safety/phone-rules';
import { messageRule } from '../../resources/form/message-rule';
import type { CustomActionProps } from '../../resources/custom-action-props';

/** The number may be left empty; when given it follows section 5. */
const optionalPhoneError = (phone: string) => (phone ? phoneError(phone) : null);

interface PrincipalForm {
  realName: string;
  userName: string;
  password: string;
  phone?: string;
}

/** 新建校长: the first staff account of the row's school; the password travels as at sign-in. */
export function CreatePrincipalButton({ op, ids, run }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PrincipalForm>();
  const save = async () => {
    const values = await form.validateFields();
    await run(op, { schoolId: ids[0], realName: values.realName, userName: values.userName, password: encodePasswordForTransport(values.password), phone: values.phone || null });
    setOpen(false);
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)}>{op.title}</Button>
      <Modal title={op.title} open={open} onOk={save} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="realName" label="姓名" rules={[{ required: true, message: '请输入姓名' }, { max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="userName" label="用户名" rules={[{ required: true, message: '请输入用户名' }, { pattern: /^[A-Za-z0-9_.@-]{2,32}$/, message: '2-32位字母、数字或 _.@-' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }, { min: 8, max: 32, message: '密码长度为8-32位' }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={[messageRule(optionalPhoneError)]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
