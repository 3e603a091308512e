import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input } from 'antd';
import { aiChatKeyCreate, aiChatKeyGet } from '../../api/generated/ai-chat';
import type { AiChatKeyCreateBody } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { AiChatPanel } from './ai-chat-panel';

/**
 * /background/chatgpt: the OpenAI-compatible service editors' AI chat goes through. The key is
 * stored encrypted by the server and only ever shown masked; a test conversation checks it.
 */
export function AiChatKeyPage({ route }: PageProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AiChatKeyCreateBody>();
  const current = useQuery({ queryKey: ['ai-chat-key'], queryFn: () => content(aiChatKeyGet(withFlags({ admin: true, silent: true }))) });
  const save = async (values: AiChatKeyCreateBody) => {
    await aiChatKeyCreate(values, withFlags({ admin: true }));
    form.resetFields(['apiKey']);
    message.success('密钥已保存');
    await queryClient.invalidateQueries({ queryKey: ['ai-chat-key'] });
  };
  return (
    <div>
      <Card title={route.title} style={{ marginBottom: 16 }} loading={current.isPending}>
        {current.data ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="服务地址">{current.data.endpoint}</Descriptions.Item>
            <Descriptions.Item label="模型">{current.data.model}</Descriptions.Item>
            <Descriptions.Item label="密钥">{current.data.keyMasked}</Descriptions.Item>
            <Descriptions.Item label="设置时间">{new Date(current.data.createdAt).toLocaleString('zh-CN')}</Descriptions.Item>
          </Descriptions>
        ) : (
          '尚未配置AI对话服务'
        )}
      </Card>
      <Card title={current.data ? '更换密钥' : '创建密钥'} size="small" style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)} style={{ maxWidth: 560 }} initialValues={{ endpoint: current.data?.endpoint, model: current.data?.model }} key={current.data?.createdAt ?? 'none'}>
          <Form.Item name="endpoint" label="服务地址" rules={[{ required: true, message: '请输入服务地址' }, { pattern: /^https?:\/\/\S+$/, message: '服务地址须以 http:// 或 https:// 开头' }]} extra="OpenAI 兼容接口的地址，例如 https://api.example.com/v1">
            <Input />
          </Form.Item>
          <Form.Item name="model" label="模型" rules={[{ required: true, message: '请输入模型' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="apiKey" label="密钥" rules={[{ required: true, message: '请输入密钥' }, { min: 8, message: '密钥至少8个字符' }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit">保存</Button>
        </Form>
      </Card>
      {current.data && (
        <Card title="测试对话" size="small">
          <AiChatPanel admin />
        </Card>
      )}
    </div>
  );
}
