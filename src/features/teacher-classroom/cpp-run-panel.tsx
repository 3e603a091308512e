import { CaretRightOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import type { WorkRunResult } from '../../api/generated/api.schemas';
import { workRunCpp } from '../../api/generated/works';
import { content } from '../../api/request';

/** Runs a student's C++ work in the judge sandbox (the free-run call the editor uses) with input the teacher types. */
export function CppRunPanel({ source }: { source: string }) {
  const [stdin, setStdin] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<WorkRunResult | null>(null);
  const run = async () => {
    setRunning(true);
    try {
      setResult(await content(workRunCpp({ source, stdin })));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea aria-label="程序输入" placeholder="程序需要的输入（可不填）" value={stdin} onChange={(e) => setStdin(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={65536} />
      <Button type="primary" icon={<CaretRightOutlined />} loading={running} onClick={() => void run()}>运行</Button>
      {result ? (
        <div>
          <Tag color={result.verdict === 'OK' ? 'green' : 'red'}>{result.verdict === 'OK' ? '运行结束' : result.verdict}</Tag>
          <span style={{ color: '#64748b' }}>{result.timeMs} ms · {result.memoryKb} KB</span>
          <pre data-testid="run-output" style={{ background: '#1e293b', color: '#e5e7eb', borderRadius: 8, padding: 12, marginTop: 8, whiteSpace: 'pre-wrap' }}>
            {result.compileMessage ?? ''}
            {result.stdout}
            {result.stderr ? <span style={{ color: '#fca5a5' }}>{result.stderr}</span> : null}
          </pre>
        </div>
      ) : null}
    </Space>
  );
}
