import { Button, Descriptions, Space, Tag, Typography, message } from 'antd';
import type { OjProblemView } from '../../api/generated/api.schemas';
import { MarkdownStatement } from './markdown-statement';
import { difficultyColors, difficultyLabel } from './oj-meta';

const samplePre = { whiteSpace: 'pre-wrap', fontFamily: 'monospace', background: '#f6f8fa', padding: 8, margin: 0 } as const;

function Section({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <MarkdownStatement text={text} />
    </>
  );
}

/** What every problem text has, in the bank or in a contest. */
export interface StatementText {
  statement: string;
  inputDesc?: string | null;
  outputDesc?: string | null;
  samples: { input: string; output: string }[];
  hint?: string | null;
}

/** A problem's statement: limits, description, formats, samples (copyable) and hint. */
export function ProblemStatement({ problem }: { problem: OjProblemView }) {
  return (
    <div data-testid="problem-statement">
      <Typography.Title level={3}>
        {problem.id}. {problem.title}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={difficultyColors[problem.difficulty]}>{difficultyLabel(problem.difficulty)}</Tag>
        <Tag>时间限制 {problem.timeLimitMs} ms</Tag>
        <Tag>内存限制 {problem.memoryLimitMb} MB</Tag>
        <Tag>测试点 {problem.testCount} 个</Tag>
        {problem.labels?.split(',').map((l) => <Tag key={l} color="blue">{l}</Tag>)}
      </Space>
      <StatementBody problem={problem} />
    </div>
  );
}

/** Description, formats, samples (copyable) and hint. */
export function StatementBody({ problem }: { problem: StatementText }) {
  const copy = (text: string) => void navigator.clipboard?.writeText(text).then(() => message.success('已复制'));
  return (
    <>
      <Section title="题目描述" text={problem.statement} />
      <Section title="输入格式" text={problem.inputDesc} />
      <Section title="输出格式" text={problem.outputDesc} />
      {problem.samples.map((s, i) => (
        <Descriptions key={i} title={`样例 ${i + 1}`} size="small" column={2} bordered layout="vertical" style={{ marginBottom: 12 }}>
          <Descriptions.Item label={<Space>输入<Button size="small" type="link" onClick={() => copy(s.input)}>复制</Button></Space>}>
            <pre style={samplePre}>{s.input}</pre>
          </Descriptions.Item>
          <Descriptions.Item label="输出">
            <pre style={samplePre}>{s.output}</pre>
          </Descriptions.Item>
        </Descriptions>
      ))}
      <Section title="提示" text={problem.hint} />
    </>
  );
}
