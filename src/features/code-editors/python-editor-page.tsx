import { CaretRightOutlined, ClearOutlined, CodeFilled, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Col, Row, Space, Tag } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import type { PageProps } from '../../resources/page-props';
import { reloadForIsolation } from './cross-origin-isolation';
import { EditorFrame, OutputConsole } from './editor-frame';
import { ProgramInputLine } from './program-input-line';
import { TurtleCanvas, type TurtleCanvasHandle } from './turtle-canvas';
import { usePythonRunner } from './use-python-runner';
import { HomeworkHandInButton } from './homework-hand-in-button';
import { useWorkDraft } from './use-work-draft';
import { WorkToolbar } from './work-toolbar';

/** Loaded after the page shows, so Python's worker starts without waiting for Monaco. */
const Editor = lazy(() => import('../python-editor/local-monaco-editor').then((m) => ({ default: m.LocalMonacoEditor })));

const starter = `# 欢迎来到 Python 小课堂！
name = input("你叫什么名字？")
print("你好，" + name + "！")

import turtle
turtle.color("orange")
for i in range(5):
    turtle.forward(100)
    turtle.right(144)
`;

/** /python/editor_v2: Python in the browser (Pyodide in a worker) with input(), Stop and a turtle stage; saving makes it a Python work. */
export function PythonEditorPage({ route }: PageProps) {
  const [reloading] = useState(reloadForIsolation);
  const stage = useRef<TurtleCanvasHandle>(null);
  const runner = usePythonRunner((ops) => stage.current?.draw(ops));
  const draft = useWorkDraft('python', starter, '我的 Python 作品');
  if (reloading) return null;
  const busy = runner.state === 'running' || runner.state === 'waiting-input';

  const run = () => {
    stage.current?.reset();
    runner.run(draft.source);
  };

  const toolbar = (
    <WorkToolbar title={draft.title} onTitle={draft.setTitle} onSave={() => void draft.save()} saving={draft.saving} unsaved={draft.unsaved} review={draft.review} workId={draft.workId}>
      {runner.state === 'loading' ? <Tag color="blue">Python 正在准备…</Tag> : null}
      <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} onClick={run} disabled={runner.state !== 'idle'}>运行</Button>
      <Button danger size="large" shape="round" icon={<PauseCircleOutlined />} onClick={runner.stop} disabled={!busy}>停止</Button>
      <Button size="large" shape="round" icon={<ClearOutlined />} onClick={runner.clear}>清屏</Button>
      <HomeworkHandInButton kind="python" persist={draft.persist} />
    </WorkToolbar>
  );

  return (
    <EditorFrame title={route.title} icon={<CodeFilled />} color="#2563eb" toolbar={toolbar}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <div data-testid="python-editor" style={{ border: '2px solid #bfdbfe', borderRadius: 12, overflow: 'hidden' }}>
            <Suspense fallback={<div style={{ height: '56vh', padding: 16 }}>编辑器加载中…</div>}>
              <Editor height="56vh" language="python" value={draft.source} onChange={(value) => draft.edit(value ?? '')} options={{ fontSize: 16, minimap: { enabled: false }, tabSize: 4, automaticLayout: true }} loading="编辑器加载中…" />
            </Suspense>
          </div>
        </Col>
        <Col xs={24} lg={10}>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            <OutputConsole lines={runner.output}>
              {runner.state === 'waiting-input' ? (
                <ProgramInputLine onSend={runner.sendInput} />
              ) : null}
            </OutputConsole>
            <TurtleCanvas ref={stage} />
          </Space>
        </Col>
      </Row>
    </EditorFrame>
  );
}
