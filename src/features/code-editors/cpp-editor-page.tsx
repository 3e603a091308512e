import { CaretRightOutlined, ThunderboltFilled } from '@ant-design/icons';
import Editor from '@monaco-editor/react';
import { Alert, Button, Col, Input, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { workRunCpp } from '../../api/generated/works';
import { content } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import type { PageProps } from '../../resources/page-props';
import '../oj/monaco-setup';
import { linesOf } from './cpp-run-output';
import { EditorFrame, OutputConsole } from './editor-frame';
import { HomeworkHandInButton } from './homework-hand-in-button';
import { useWorkDraft } from './use-work-draft';
import { WorkToolbar } from './work-toolbar';

const starter = `#include <iostream>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << "a + b = " << a + b << endl;
    return 0;
}
`;

/** /cpp/editor: C++ compiled and run in the judge's sandbox on the input typed here; saving makes it a C++ work. */
export function CppEditorPage({ route }: PageProps) {
  const draft = useWorkDraft('cpp', starter, '我的 C++ 作品');
  const [stdin, setStdin] = useState('1 2');
  const [running, setRunning] = useState(false);
  const [lines, setLines] = useState<{ text: string; kind: string }[]>([]);
  const signedIn = Boolean(sessionStore.getToken());

  const run = async () => {
    setRunning(true);
    setLines([{ text: '正在编译运行…', kind: 'info' }]);
    try {
      setLines(linesOf(await content(workRunCpp({ source: draft.source, stdin }))));
    } catch {
      setLines([{ text: '运行失败，请稍后再试', kind: 'error' }]);
    } finally {
      setRunning(false);
    }
  };

  const toolbar = (
    <WorkToolbar title={draft.title} onTitle={draft.setTitle} onSave={() => void draft.save()} saving={draft.saving} unsaved={draft.unsaved} review={draft.review} workId={draft.workId}>
      <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} onClick={() => void run()} loading={running} disabled={!signedIn}>运行</Button>
      <HomeworkHandInButton kind="cpp" persist={draft.persist} />
    </WorkToolbar>
  );

  return (
    <EditorFrame title={route.title} icon={<ThunderboltFilled />} color="#7c3aed" toolbar={toolbar}>
      {signedIn ? null : <Alert type="info" showIcon style={{ marginBottom: 12 }} message="C++ 程序在学校的判题服务器上运行，登录后才能运行和保存；代码会先保存在本浏览器的草稿中。" />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <div data-testid="cpp-editor" style={{ border: '2px solid #ddd6fe', borderRadius: 12, overflow: 'hidden' }}>
            <Editor height="56vh" language="cpp" value={draft.source} onChange={(value) => draft.edit(value ?? '')} options={{ fontSize: 16, minimap: { enabled: false }, tabSize: 4, automaticLayout: true }} loading="编辑器加载中…" />
          </div>
        </Col>
        <Col xs={24} lg={10}>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            <div>
              <Tag color="purple">输入</Tag>
              <Input.TextArea aria-label="程序输入" rows={4} value={stdin} onChange={(e) => setStdin(e.target.value)} style={{ marginTop: 8, fontFamily: 'monospace' }} />
            </div>
            <OutputConsole lines={lines} testId="cpp-output" />
          </Space>
        </Col>
      </Row>
    </EditorFrame>
  );
}
