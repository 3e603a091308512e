import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { codeError, phoneError, phoneLimits, phoneMessages, phoneStates } from '../../../../shared/account-safety/phone-rules';
import { sendSms, verifyCode, verifyPhoneState } from '../../../api/generated/account-safety';
import { content, withFlags } from '../../../api/request';
import { sessionStore } from '../../../providers/session-store';
import { messageRule } from '../../../resources/form/message-rule';
import { useCountdown } from './use-countdown';

/**
 * Phone verification (sections 4 and 5): state 1, 2 or 3 opens it, 2 shows the stored number
 * read-only; send code with a 60-second countdown; verify; state 0 closes it.
 */
export function PhoneDialog({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const [storedState, setStoredState] = useState<number | null>(null);
  const [left, startCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();

  useEffect(() => {
    void content(verifyPhoneState(withFlags({ silent: true }))).then((s) => {
      setStoredState(s.state);
      if (s.phone) form.setFieldValue('phone', s.phone);
    });
  }, [form]);

  const send = async () => {
    const checked = await form.validateFields(['phone']).catch(() => null);
    if (!checked) return;
    const { phone } = checked;
    // Failure of code send or verify is only reported to the caller (section 8); the request layer warns by code.
    await sendSms({ phone }, withFlags({ silent: true }))
      .then(() => {
        void message.success(phoneMessages.codeSent);
        startCountdown(phoneLimits.resendCountdownSeconds);
      })
      .catch(() => undefined);
  };

  const verify = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const state = await content(verifyCode({ userId: sessionStore.getUserSession()?.userInfo.id, phone: values.phone, code: values.code.trim() }, withFlags({ silent: true })));
      if (state.state === phoneStates.verified) {
        void message.success(phoneMessages.verified);
        onDone();
      }
    } catch {
      // Reported by the request layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="手机号验证" open onOk={verify} onCancel={onDone} confirmLoading={busy} okText="验证" maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="phone" label="手机号码" rules={[messageRule(phoneError)]}>
          <Input maxLength={11} readOnly={storedState === phoneStates.unverified} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="验证码" required extra={phoneMessages.codeValidity}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[messageRule(codeError)]}>
              <Input maxLength={phoneLimits.codeLength} inputMode="numeric" />
            </Form.Item>
            <Button onClick={send} disabled={left > 0}>
              {left > 0 ? `${left}秒后重发` : '发送验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
