import { CaretRightOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import type { WorkRunResult } from '../../api/generated/api.schemas';
import { linesOf } from './cpp-run-output';
import { OutputConsole } from './editor-frame';

/**
 * The input box, Run and the output of a C++ program run in the judge sandbox; `run` is the call
 * (a signed-in free run of the editor's text, or a shared work run through its link).
 */
export function CppRunBox({ run, disabled, initialInput = '', extra }: { run(stdin: string): Promise<WorkRunResult>; disabled?: boolean; initialInput?: string; extra?: ReactNode }) {
  const [stdin, setStdin] = useState(initialInput);
  const [running, setRunning] = useState(false);
  const [lines, setLines] = useState<{ text: string; kind: string }[]>([]);
  const start = async () => {
    setRunning(true);
    setLines([{ text: '正在编译运行…', kind: 'info' }]);
    try {
      setLines(linesOf(await run(stdin)));
    } catch (error) {
      setLines([{ text: error instanceof Error && error.message ? error.message : '运行失败，请稍后再试', kind: 'error' }]);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <div>
        <Tag color="purple">输入</Tag>
        <Input.TextArea aria-label="程序输入" rows={3} value={stdin} onChange={(e) => setStdin(e.target.value)} maxLength={65536} style={{ marginTop: 8, fontFamily: 'monospace' }} />
      </div>
      <Space wrap>
        <Button type="primary" shape="round" icon={<CaretRightOutlined />} onClick={() => void start()} loading={running} disabled={disabled}>运行</Button>
        {extra}
      </Space>
      <OutputConsole lines={lines} testId="cpp-output" />
    </Space>
  );
}
