import { CaretRightFilled } from '@ant-design/icons';
import { App, Button, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import type { WorkRunResult } from '../../api/generated/api.schemas';
import { stuExamRun } from '../../api/generated/exams';
import { content } from '../../api/request';
import { ojLanguages, type OjLanguageId } from '../oj/oj-meta';
import { CodeEditor } from '../oj/code-editor';
import { deviceToken } from './device-token';

const runVerdicts: Record<string, string> = { OK: '运行结束', CE: '编译错误', RE: '运行出错', TLE: '运行超时', MLE: '内存超限', OLE: '输出太多', SE: '系统错误' };

/**
 * A programming question while answering: the language (one of the judge's), the Monaco editor,
 * and 运行 — the code runs on the child's own input in the judge's sandbox with the problem's
 * limits, as often as they like, without being judged; the answer is judged after handing in.
 */
export function ProgrammingInput({ sheetId, position, value, language, onChange }: { sheetId?: number; position: number; value: string; language: string | null; onChange(value: string, language: string): void }) {
  const { message } = App.useApp();
  const lang = (ojLanguages.find((l) => l.value === language)?.value ?? 'python3') as OjLanguageId;
  const monaco = ojLanguages.find((l) => l.value === lang)!.monaco;
  const [stdin, setStdin] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<WorkRunResult | null>(null);
  const run = async () => {
    if (!sheetId) return;
    if (!value.trim()) {
      void message.info('先写一点代码再运行吧');
      return;
    }
    setRunning(true);
    try {
      setResult(await content(stuExamRun({ sheetId, position, language: lang, source: value, stdin, deviceToken: deviceToken() })));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <span>编程语言</span>
        <Select aria-label={`第 ${position} 题编程语言`} style={{ width: 140 }} value={lang} options={ojLanguages.map((l) => ({ value: l.value, label: l.label }))} onChange={(next) => onChange(value, next)} />
      </Space>
      <CodeEditor language={monaco} value={value} onChange={(code) => onChange(code, lang)} height={320} />
      {sheetId ? (
        <div style={{ background: '#f5f3ff', borderRadius: 10, padding: 12 }}>
          <Space align="start" wrap style={{ width: '100%' }}>
            <Input.TextArea aria-label={`第 ${position} 题自定义输入`} placeholder="在这里输入数据，点「运行」看看程序会输出什么" rows={3} style={{ width: 320 }} maxLength={65536} value={stdin} onChange={(e) => setStdin(e.target.value)} />
            <Button type="primary" icon={<CaretRightFilled />} loading={running} onClick={() => void run()} style={{ background: '#8b5cf6' }}>运行</Button>
          </Space>
          {result ? (
            <div data-testid={`run-result-${position}`} style={{ marginTop: 8 }}>
              <Tag color={result.verdict === 'OK' ? 'success' : 'error'}>{runVerdicts[result.verdict] ?? result.verdict}</Tag>
              <span style={{ color: '#64748b' }}>用时 {result.timeMs} ms</span>
              <pre style={{ whiteSpace: 'pre-wrap', background: '#fff', padding: 8, borderRadius: 6, marginTop: 6, maxHeight: 240, overflow: 'auto' }}>{result.compileMessage ?? (result.stdout || '（没有输出）')}{result.stderr ? `\n${result.stderr}` : ''}</pre>
            </div>
          ) : null}
        </div>
      ) : null}
    </Space>
  );
}
