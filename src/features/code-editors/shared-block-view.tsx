import { CaretRightOutlined, PauseCircleOutlined } from '@ant-design/icons';
import * as Blockly from 'blockly';
import * as zhHans from 'blockly/msg/zh-hans';
import { pythonGenerator } from 'blockly/python';
import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { OutputConsole } from './editor-frame';
import { useBlockRunner } from './use-block-runner';

Blockly.setLocale(zhHans as unknown as Record<string, string>);


/**
 * A shared block (or junior) work, read-only: the blocks as arranged, the Python they stand for,
 * and Run, which executes them in a worker as the block editor does (Stop ends the worker).
 */
export function SharedBlockView({ source }: { source: string }) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const [python, setPython] = useState('');
  const { lines, setLines, run, stop } = useBlockRunner(workspace);

  useEffect(() => {
    // No trashcan, zoom buttons or sounds: Blockly would fetch their media from its CDN.
    const ws = Blockly.inject(host.current!, { readOnly: true, trashcan: false, sounds: false, zoom: { controls: false, wheel: true, startScale: 0.9 }, move: { scrollbars: true, drag: true, wheel: true } });
    workspace.current = ws;
    try {
      if (source) Blockly.serialization.workspaces.load(JSON.parse(source), ws);
      setPython(pythonGenerator.workspaceToCode(ws));
    } catch {
      setLines([{ text: '这个作品的积木无法读取', kind: 'error' }]);
    }
    return () => {
      ws.dispose();
    };
  }, [source]);


  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <div ref={host} data-testid="block-preview" style={{ height: 380, border: '2px solid #fed7aa', borderRadius: 12, overflow: 'hidden' }} />
      <Space>
        <Button type="primary" shape="round" icon={<CaretRightOutlined />} onClick={run}>运行</Button>
        <Button danger shape="round" icon={<PauseCircleOutlined />} onClick={stop}>停止</Button>
      </Space>
      <OutputConsole lines={lines} testId="block-output" />
      <div style={{ color: '#64748b' }}>积木对应的 Python 代码</div>
      <pre data-testid="block-python" style={{ background: '#f8fafc', borderRadius: 12, padding: 12, margin: 0 }}>{python || '# 还没有积木'}</pre>
    </Space>
  );
}
