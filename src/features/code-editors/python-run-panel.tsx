import { CaretRightOutlined, ClearOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { OutputConsole } from './editor-frame';
import { TurtleCanvas, type TurtleCanvasHandle } from './turtle-canvas';
import { usePythonRunner } from './use-python-runner';
import { ProgramInputLine } from './program-input-line';

/**
 * Runs a Python program given from outside (a lesson's editor, an exam answer, a shared or
 * handed-in work) with the classroom's runner: Run, Stop, the output with input() answered as the
 * program asks, and the turtle stage. On a page that is not cross-origin isolated the input is
 * typed before the run instead, one line per input().
 */
export function PythonRunPanel({ source, extra, stage = true }: { source: string; extra?: ReactNode; stage?: boolean }) {
  const turtle = useRef<TurtleCanvasHandle>(null);
  const runner = usePythonRunner((ops) => turtle.current?.draw(ops));
  const [presetInput, setPresetInput] = useState('');
  const busy = runner.state === 'running' || runner.state === 'waiting-input';
  const run = () => {
    turtle.current?.reset();
    runner.run(source, runner.liveInput ? undefined : presetInput);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} data-testid="python-run-panel">
      <Space wrap>
        <Button type="primary" shape="round" icon={<CaretRightOutlined />} onClick={run} disabled={runner.state !== 'idle'}>运行</Button>
        <Button danger shape="round" icon={<PauseCircleOutlined />} onClick={runner.stop} disabled={!busy}>停止</Button>
        <Button shape="round" icon={<ClearOutlined />} onClick={runner.clear}>清屏</Button>
        {runner.state === 'loading' ? <Tag color="blue">Python 正在准备…</Tag> : null}
        {extra}
      </Space>
      {runner.liveInput ? null : (
        <Input.TextArea aria-label="运行前的输入" placeholder="程序要读的输入（每行对应一次 input()，可不填）" value={presetInput} onChange={(e) => setPresetInput(e.target.value)} autoSize={{ minRows: 1, maxRows: 5 }} maxLength={65536} />
      )}
      <OutputConsole lines={runner.output}>
        {runner.state === 'waiting-input' ? (
          <ProgramInputLine onSend={runner.sendInput} />
        ) : null}
      </OutputConsole>
      {stage ? (
        <div>
          <div style={{ color: '#64748b', marginBottom: 4 }}>小海龟画布：用 turtle 画的图会出现在这里</div>
          <TurtleCanvas ref={turtle} />
        </div>
      ) : null}
    </Space>
  );
}
