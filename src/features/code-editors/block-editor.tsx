import { AppstoreFilled, CaretRightOutlined, PauseCircleOutlined, SmileFilled } from '@ant-design/icons';
import * as Blockly from 'blockly';
import * as zhHans from 'blockly/msg/zh-hans';
import { pythonGenerator } from 'blockly/python';
import { Button, Col, Row, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { blockToolbox, juniorToolbox } from './block-toolbox';
import { EditorFrame, OutputConsole } from './editor-frame';
import { useWorkDraft } from './use-work-draft';
import { WorkToolbar } from './work-toolbar';
import { useBlockRunner } from './use-block-runner';

Blockly.setLocale(zhHans as unknown as Record<string, string>);


/**
 * A block work (or a junior work, with the smaller block set): the Blockly workspace is saved as
 * its JSON, the Python it stands for is shown beside it, and Run executes it in a worker.
 */
export function BlockEditor({ junior }: { junior: boolean }) {
  const kind = junior ? 'junior' : 'block';
  const draft = useWorkDraft(kind, '', junior ? '我的积木作品' : '我的图形化作品');
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const [python, setPython] = useState('');
  const { lines, setLines, run, stop } = useBlockRunner(workspace);
  const loaded = useRef<string | null>(null);
  const edit = useRef(draft.edit);
  edit.current = draft.edit;

  useEffect(() => {
    // No trashcan, zoom buttons or sounds: Blockly fetches their images and sounds from its CDN media folder.
    const ws = Blockly.inject(host.current!, { toolbox: junior ? juniorToolbox : blockToolbox, trashcan: false, sounds: false, zoom: { controls: false, wheel: true, startScale: junior ? 1.2 : 1 }, grid: { spacing: 24, length: 3, colour: '#e2e8f0', snap: true } });
    workspace.current = ws;
    ws.addChangeListener((event) => {
      if (event.isUiEvent) return;
      setPython(pythonGenerator.workspaceToCode(ws));
      const json = JSON.stringify(Blockly.serialization.workspaces.save(ws));
      if (json !== loaded.current) edit.current(json);
    });
    return () => ws.dispose();
  }, [junior]);

  // Load the saved (or drafted) workspace whenever the source changes from outside the workspace.
  useEffect(() => {
    const ws = workspace.current;
    if (!ws || !draft.source || draft.source === JSON.stringify(Blockly.serialization.workspaces.save(ws))) return;
    try {
      loaded.current = draft.source;
      Blockly.serialization.workspaces.load(JSON.parse(draft.source), ws);
    } catch {
      setLines([{ text: '这个作品的积木无法读取', kind: 'error' }]);
    }
  }, [draft.source]);



  const toolbar = (
    <WorkToolbar title={draft.title} onTitle={draft.setTitle} onSave={() => void draft.save()} saving={draft.saving} unsaved={draft.unsaved} review={draft.review} workId={draft.workId}>
      <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} onClick={run}>运行</Button>
      <Button danger size="large" shape="round" icon={<PauseCircleOutlined />} onClick={stop}>停止</Button>
    </WorkToolbar>
  );

  return (
    <EditorFrame title={junior ? '积木小作品' : '图形化编程'} icon={junior ? <SmileFilled /> : <AppstoreFilled />} color="#ea580c" toolbar={toolbar}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <div ref={host} data-testid="block-workspace" style={{ height: '60vh', borderRadius: 12, overflow: 'hidden', border: '2px solid #fed7aa' }} />
        </Col>
        <Col xs={24} lg={9}>
          <Tabs
            items={[
              { key: 'out', label: '运行结果', children: <OutputConsole lines={lines} testId="block-output" /> },
              { key: 'py', label: '对应的 Python 代码', children: <pre data-testid="block-python" style={{ background: '#f8fafc', borderRadius: 12, padding: 12, minHeight: 160 }}>{python || '# 拖入积木后，这里会显示对应的 Python 代码'}</pre> },
            ]}
          />
        </Col>
      </Row>
    </EditorFrame>
  );
}
