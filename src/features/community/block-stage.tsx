import { CaretRightOutlined, PauseCircleOutlined } from '@ant-design/icons';
import * as Blockly from 'blockly';
import * as zhHans from 'blockly/msg/zh-hans';
import { Button, Col, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { OutputConsole } from '../code-editors/editor-frame';
import { useBlockRunner } from '../code-editors/use-block-runner';

Blockly.setLocale(zhHans as unknown as Record<string, string>);


/** A shared block (or junior) work: its blocks shown read-only, run in the classroom's block worker. */
export function BlockStage({ source, junior }: { source: string; junior: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const { lines, setLines, run, stop } = useBlockRunner(workspace);

  useEffect(() => {
    const ws = Blockly.inject(host.current!, { readOnly: true, trashcan: false, sounds: false, zoom: { controls: false, wheel: true, startScale: junior ? 1.1 : 0.9 } });
    workspace.current = ws;
    try {
      if (source) Blockly.serialization.workspaces.load(JSON.parse(source), ws);
    } catch {
      setLines([{ text: '这个作品的积木无法读取', kind: 'error' }]);
    }
    return () => {
      ws.dispose();
    };
  }, [source, junior]);


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
