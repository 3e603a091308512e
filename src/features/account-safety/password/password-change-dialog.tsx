import { App, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { isStrongPassword, passwordMessages, passwordRuleMessage } from '../../../../shared/account-safety/password-rules';
import { currentIdentity, signOutAfterPasswordChange, submitPasswordChange } from './change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** The change dialog (section 5): three required fields, the identity's rule, then logout and /login. */
export function PasswordChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const identity = currentIdentity();

  const strongRule: Rule = {
    validator: (_, value: string) => (!value || isStrongPassword(value, identity) ? Promise.resolve() : Promise.reject(new Error(passwordRuleMessage(identity)))),
  };
  const repeatRule: Rule = ({ getFieldValue }) => ({
    validator: (_, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(passwordMessages.mismatch))),
  });

  const submit = async () => {
    // Invalid fields show their messages; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await submitPasswordChange(values.oldPassword, values.newPassword);
      void message.success(passwordMessages.changed);
      onClose();
      signOutAfterPasswordChange();
    } catch {
      // The request layer has shown the server's message (e.g. a wrong current password).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={passwordMessages.reminderChange} open={open} onOk={submit} onCancel={onClose} confirmLoading={saving} destroyOnHidden maskClosable={false}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="oldPassword" label="当前密码" rules={[{ required: true, message: passwordMessages.currentRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={[{ required: true, message: passwordMessages.newRequired }, strongRule]} extra={passwordRuleMessage(identity)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeatPassword" label="确认新密码" dependencies={['newPassword']} rules={[{ required: true, message: passwordMessages.repeatRequired }, repeatRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
