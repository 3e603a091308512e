import { CaretRightOutlined, PauseCircleOutlined } from '@ant-design/icons';
import * as Blockly from 'blockly';
import { javascriptGenerator } from 'blockly/javascript';
import * as zhHans from 'blockly/msg/zh-hans';
import { Button, Col, Row, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { OutputConsole } from '../code-editors/editor-frame';

Blockly.setLocale(zhHans as unknown as Record<string, string>);

const loopLimit = 1_000_000;

/** A shared block (or junior) work: its blocks shown read-only, run in the classroom's block worker. */
export function BlockStage({ source, junior }: { source: string; junior: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const worker = useRef<Worker | null>(null);
  const [lines, setLines] = useState<{ text: string; kind: string }[]>([]);

  useEffect(() => {
    const ws = Blockly.inject(host.current!, { readOnly: true, trashcan: false, sounds: false, zoom: { controls: false, wheel: true, startScale: junior ? 1.1 : 0.9 } });
    workspace.current = ws;
    try {
      if (source) Blockly.serialization.workspaces.load(JSON.parse(source), ws);
    } catch {
      setLines([{ text: '这个作品的积木无法读取', kind: 'error' }]);
    }
    return () => {
      worker.current?.terminate();
      ws.dispose();
    };
  }, [source, junior]);

  const run = () => {
    worker.current?.terminate();
    javascriptGenerator.INFINITE_LOOP_TRAP = `if (--loopBudget < 0) throw new Error('循环次数太多，程序已停止');\n`;
    const code = `let loopBudget = ${loopLimit};\n${javascriptGenerator.workspaceToCode(workspace.current!)}`;
    const next = new Worker(new URL('../code-editors/block-worker.ts', import.meta.url), { type: 'module' });
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
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setLines((l) => [...l, { text: '程序已被停止', kind: 'error' }]);
  };

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} onClick={run}>运行作品</Button>
        <Button danger size="large" shape="round" icon={<PauseCircleOutlined />} onClick={stop}>停止</Button>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}><div ref={host} style={{ height: 360, borderRadius: 12, overflow: 'hidden', border: '2px solid #fed7aa' }} /></Col>
        <Col xs={24} lg={9}><OutputConsole lines={lines} /></Col>
      </Row>
    </>
  );
}
