import Editor from '@monaco-editor/react';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { PageProps } from '../../resources/page-props';
import { saveFile } from '../../resources/save-file';
import { AiChatPanel } from '../ai-chat/ai-chat-panel';
import './local-monaco';

const starter = '# 在这里编写 Python 代码\nname = input("你的名字：")\nprint("你好，" + name)\n';

/** The draft survives reloads in this browser, one per editor page. */
const draftKey = (routeName: string) => `python-editor-draft:${routeName}`;

function download(code: string) {
  saveFile(new Blob([code], { type: 'text/x-python;charset=utf-8' }), 'main.py');
}

/**
 * /background/pyeditor and /background/pyeditor_v2: a Python editor (Monaco, bundled locally).
 * The new version adds the AI assistant, which sees the code through the server's chat proxy.
 */
export function PythonEditorPage({ route, withAssistant }: PageProps & { withAssistant: boolean }) {
  const [code, setCode] = useState(() => localStorage.getItem(draftKey(route.name)) ?? starter);
  useEffect(() => {
    localStorage.setItem(draftKey(route.name), code);
  }, [code, route.name]);
  const editor = (
    <Card
      title={route.title}
      size="small"
      extra={
        <Space>
          <Button onClick={() => setCode(starter)}>重置</Button>
          <Button type="primary" onClick={() => download(code)}>下载 main.py</Button>
        </Space>
      }
    >
      <div data-testid="python-editor" style={{ border: '1px solid #f0f0f0' }}>
        <Editor height="60vh" language="python" value={code} onChange={(value) => setCode(value ?? '')} options={{ fontSize: 14, minimap: { enabled: false }, tabSize: 4, automaticLayout: true }} loading="编辑器加载中…" />
      </div>
      <Typography.Text type="secondary">草稿自动保存在本浏览器中。</Typography.Text>
    </Card>
  );
  if (!withAssistant) return editor;
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>{editor}</Col>
      <Col xs={24} xl={8}>
        <Card title="AI 助手" size="small">
          <AiChatPanel admin context={code} />
        </Card>
      </Col>
    </Row>
  );
}
