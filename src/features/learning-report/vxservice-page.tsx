import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, Space, Spin, Switch, Table, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { reportMessages, wechatAppIdPattern, wechatSecretPattern } from '../../../shared/learning-report/report-rules';
import { messageApp, saveMessageApp } from '../../api/generated/learning-report';
import type { MessageApp, SaveMessageAppBody } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { VxBindingsCard } from './vx-bindings-card';
import { VxOutboxCard } from './vx-outbox-card';
import { uploadFile } from '../../api/upload-file';
import type { PageProps } from '../../resources/page-props';

/** The service account's QR code: an image the school uploads from the WeChat admin console. */
function QrCodeInput({ value, onChange }: { value?: string | null; onChange?: (value: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    setBusy(true);
    try {
      onChange?.((await uploadFile(file)).url);
    } catch {
      // uploadFile has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start">
      {value && <Image src={value} width={120} alt="服务号二维码" />}
      <Space direction="vertical">
        <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => { void pick(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={busy}>{value ? '更换二维码' : '上传二维码'}</Button>
        </Upload>
        {value && <Button type="link" danger style={{ padding: 0 }} onClick={() => onChange?.(null)}>移除</Button>}
      </Space>
    </Space>
  );
}

const templateIdFields = [
  ['signIn', '上课签到通知模板ID'],
  ['receipt', '缴费通知模板ID'],
  ['examResult', '考试成绩通知模板ID'],
  ['test', '测试消息模板ID'],
] as const;
const templateIdPattern = /^[A-Za-z0-9_-]*$/;

/** What the school enters in WeChat's 服务器配置 so that follows and scans reach us. */
function ServerConfig({ app }: { app: MessageApp }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ maxWidth: 720, marginBottom: 16 }} title="服务器配置（微信公众平台「设置与开发 → 基本配置」）">
      <Descriptions.Item label="服务器地址(URL)"><Typography.Text copyable>{`${window.location.origin}${app.callbackPath}`}</Typography.Text></Descriptions.Item>
      <Descriptions.Item label="令牌(Token)">{app.callbackToken ? <Typography.Text copyable>{app.callbackToken}</Typography.Text> : '保存一次后生成'}</Descriptions.Item>
      <Descriptions.Item label="发送方式">{app.provider === 'wechat' ? '通过本校服务号发送' : '日志模式：消息记入下方消息记录，不实际发送（服务器未配置 WECHAT_PROVIDER=wechat）'}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 微信服务号: the school's service account — AppID, AppSecret (kept on the server, never shown
 * again), the QR code parents and staff scan to follow it, which template messages it sends and
 * with which of its template ids; who is bound (binding QR codes) and the messages sent.
 */
export function VxServicePage({ route }: PageProps) {
  const [form] = Form.useForm<SaveMessageAppBody>();
  const [app, setApp] = useState<MessageApp | null>(null);
  const [saving, setSaving] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const { message } = App.useApp();

  const show = useCallback(
    (saved: MessageApp) => {
      setApp(saved);
      // The secret never comes back: its box starts empty, and empty keeps the saved one.
      form.setFieldsValue({ appId: saved.appId, appSecret: '', qrCode: saved.qrCode, enabled: saved.enabled, notifySignIn: saved.notifySignIn, notifyReceipt: saved.notifyReceipt, notifyExam: saved.notifyExam, templateIds: saved.templateIds });
    },
    [form],
  );
  useEffect(() => {
    void content(messageApp({})).then(show);
  }, [show]);

  const save = async (values: SaveMessageAppBody) => {
    setSaving(true);
    try {
      show(await content(saveMessageApp({ ...values, appId: values.appId?.trim() || null, appSecret: values.appSecret?.trim() || null, qrCode: values.qrCode || null })));
      message.success('保存成功');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={route.title}>
        <Spin spinning={app === null}>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16, maxWidth: 720 }}
            message="家长关注学校的微信服务号后，可以收到上课签到、缴费和考试成绩通知，并从消息打开家校互通页面。"
            description="AppID 和 AppSecret 在微信公众平台「设置与开发 → 基本配置」中查看。AppSecret 只保存在服务器上，保存后不会再显示。"
          />
          {app && <ServerConfig app={app} />}
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 520 }}>
            <Form.Item name="appId" label="AppID" rules={[{ pattern: wechatAppIdPattern, message: reportMessages.appIdFormat }]}>
              <Input placeholder="wx 开头的 18 位字符" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="appSecret"
              label="AppSecret"
              extra={app?.secretSet ? '已保存 AppSecret；留空则保持不变，填写则替换' : '尚未保存 AppSecret'}
              rules={[{ pattern: wechatSecretPattern, message: reportMessages.appSecretFormat }]}
            >
              <Input.Password placeholder={app?.secretSet ? '••••••••（已保存）' : '32 位字母或数字'} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="qrCode" label="服务号二维码" extra="家长和老师扫码关注，显示在学员和家长的页面上">
              <QrCodeInput />
            </Form.Item>
            <Form.Item name="enabled" label="开启服务号消息" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Space size={24} wrap>
              <Form.Item name="notifySignIn" label="上课签到通知" valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name="notifyReceipt" label="缴费通知" valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name="notifyExam" label="考试成绩通知" valuePropName="checked"><Switch /></Form.Item>
            </Space>
            {templateIdFields.map(([code, label]) => (
              <Form.Item key={code} name={['templateIds', code]} label={label} rules={[{ pattern: templateIdPattern, message: '模板ID只能包含字母、数字、下划线和短横线' }, { max: 64, message: '模板ID最长64个字符' }]}>
                <Input placeholder="服务号「模板消息」中添加模板后得到的模板ID" autoComplete="off" />
              </Form.Item>
            ))}
            <div>
              <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
            </div>
          </Form>
        </Spin>
      </Card>
      <VxBindingsCard onSent={() => setSentCount((n) => n + 1)} />
      <VxOutboxCard refreshKey={sentCount} />
      <Card title="消息模板" extra={<Typography.Text type="secondary">由平台统一提供</Typography.Text>}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={app?.templates ?? []}
          locale={{ emptyText: '平台尚未提供微信消息模板' }}
          columns={[
            { title: '模板名称', dataIndex: 'name', width: 180 },
            { title: '模板编号', dataIndex: 'code', width: 180 },
            { title: '内容', dataIndex: 'content' },
          ]}
        />
      </Card>
    </Space>
  );
}
