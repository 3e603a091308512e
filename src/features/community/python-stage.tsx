import { CaretRightOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Col, Row, Space, Tag } from 'antd';
import { useRef } from 'react';
import { OutputConsole } from '../code-editors/editor-frame';
import { TurtleCanvas, type TurtleCanvasHandle } from '../code-editors/turtle-canvas';
import { usePythonRunner } from '../code-editors/use-python-runner';

/** Runs a shared Python work right on its page, turtle drawings included (the classroom's Pyodide runner). */
export function PythonStage({ source }: { source: string }) {
  const stage = useRef<TurtleCanvasHandle>(null);
  const runner = usePythonRunner((ops) => stage.current?.draw(ops));
  const busy = runner.state === 'running' || runner.state === 'waiting-input';
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} disabled={runner.state !== 'idle'} onClick={() => { stage.current?.reset(); runner.clear(); runner.run(source); }}>运行作品</Button>
        <Button danger size="large" shape="round" icon={<PauseCircleOutlined />} disabled={!busy} onClick={runner.stop}>停止</Button>
        {runner.state === 'loading' ? <Tag color="blue">Python 正在准备…</Tag> : null}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}><OutputConsole lines={runner.output} /></Col>
        <Col xs={24} lg={12}><TurtleCanvas ref={stage} /></Col>
      </Row>
    </>
  );
}
