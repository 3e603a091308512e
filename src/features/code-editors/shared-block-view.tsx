import { CaretRightOutlined, PauseCircleOutlined } from '@ant-design/icons';
import * as Blockly from 'blockly';
import { javascriptGenerator } from 'blockly/javascript';
import * as zhHans from 'blockly/msg/zh-hans';
import { pythonGenerator } from 'blockly/python';
import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { OutputConsole } from './editor-frame';

Blockly.setLocale(zhHans as unknown as Record<string, string>);

/** The block editor's guard: a loop gives up past this many turns. */
const loopLimit = 1_000_000;

/**
 * A shared block (or junior) work, read-only: the blocks as arranged, the Python they stand for,
 * and Run, which executes them in a worker as the block editor does (Stop ends the worker).
 */
export function SharedBlockView({ source }: { source: string }) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const worker = useRef<Worker | null>(null);
  const [python, setPython] = useState('');
  const [lines, setLines] = useState<{ text: string; kind: string }[]>([]);

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
      worker.current?.terminate();
      ws.dispose();
    };
  }, [source]);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setLines((l) => [...l, { text: '程序已被停止', kind: 'error' }]);
  };
  const run = () => {
    worker.current?.terminate();
    javascriptGenerator.INFINITE_LOOP_TRAP = `if (--loopBudget < 0) throw new Error('循环次数太多，程序已停止');\n`;
    const code = `let loopBudget = ${loopLimit};\n${javascriptGenerator.workspaceToCode(workspace.current!)}`;
    const next = new Worker(new URL('./block-worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    setLines([]);
    next.onmessage = (event: MessageEvent<{ type: 'out' | 'done'; text?: string; error?: string | null }>) => {
      if (event.data.type === 'out') setLines((l) => [...l, { text: event.data.text!, kind: 'stdout' }]);
      else {
        setLines((l) => [...l, event.data.error ? { text: event.data.error, kind: 'error' } : { text: '程序运行结束', kind: 'info' }]);
        next.terminate();
        if (worker.current === next) worker.current = null;
      }
    };
    next.postMessage({ code });
  };

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
