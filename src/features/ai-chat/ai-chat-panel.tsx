import { Alert, Button, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AiChatMessage } from '../../api/generated/api.schemas';
import { askAiChat } from './ai-chat-client';

/** A small conversation with the AI chat service; `context` (e.g. the editor's code) is sent as the system message. */
export function AiChatPanel({ admin, context }: { admin: boolean; context?: string }) {
  const [history, setHistory] = useState<AiChatMessage[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = async () => {
    const text = question.trim();
    if (!text) return;
    const next: AiChatMessage[] = [...history, { role: 'user', content: text }];
    setBusy(true);
    setError(undefined);
    try {
      const system: AiChatMessage[] = context ? [{ role: 'system', content: `学生正在编辑的代码：\n${context.slice(0, 6000)}` }] : [];
      const reply = await askAiChat([...system, ...next], admin);
      setHistory([...next, { role: 'assistant', content: reply }]);
      setQuestion('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <List
        size="small"
        bordered
        locale={{ emptyText: '还没有对话' }}
        dataSource={history}
        renderItem={(m) => (
          <List.Item>
            <Typography.Text strong>{m.role === 'user' ? '我' : 'AI'}：</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>
          </List.Item>
        )}
      />
      {error && <Alert type="error" showIcon message={error} />}
      <Input.TextArea aria-label="提问内容" rows={3} maxLength={8000} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder="输入问题" />
      <Button type="primary" loading={busy} onClick={() => void send()} disabled={!question.trim()}>
        发送
      </Button>
    </Space>
  );
}
