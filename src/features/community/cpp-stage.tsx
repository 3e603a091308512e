import { CaretRightOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { workRunCpp } from '../../api/generated/works';
import { content } from '../../api/request';
import { OutputConsole } from '../code-editors/editor-frame';

/** Runs a shared C++ work in the judge's sandbox with the input the visitor types. */
export function CppStage({ source }: { source: string }) {
  const [stdin, setStdin] = useState('');
  const [lines, setLines] = useState<{ text: string; kind: string }[]>([]);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const result = await content(workRunCpp({ source, stdin }));
      setLines([
        ...(result.compileMessage ? [{ text: result.compileMessage, kind: 'stderr' }] : []),
        { text: result.stdout, kind: 'stdout' },
        ...(result.stderr ? [{ text: result.stderr, kind: 'stderr' }] : []),
        { text: result.verdict === 'OK' ? `运行结束（${result.timeMs} 毫秒）` : `运行出错：${result.verdict}`, kind: result.verdict === 'OK' ? 'info' : 'error' },
      ]);
    } catch {
      setLines([{ text: '运行失败，请稍后再试', kind: 'error' }]);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea rows={2} value={stdin} onChange={(e) => setStdin(e.target.value)} placeholder="程序需要输入的话，写在这里" maxLength={65536} />
      <Button type="primary" size="large" shape="round" icon={<CaretRightOutlined />} loading={running} onClick={() => void run()}>运行作品</Button>
      <OutputConsole lines={lines} />
    </Space>
  );
}
