import 'katex/dist/katex.min.css';
import { Card, Typography } from 'antd';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { OjContestProblemView } from '../../api/generated/model';

interface Sample {
  input: string;
  output: string;
}

function samplesOf(text: string): Sample[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as Sample[]) : [];
  } catch {
    return [];
  }
}

const Markdown = ({ text }: { text: string }) => (
  <ReactMarkdown remarkPlugins={[remarkMath]} rehypePlugins={[rehypeKatex]}>
    {text}
  </ReactMarkdown>
);

/** A problem's statement (Markdown with math), formats, samples and limits. */
export function ProblemStatement({ problem }: { problem: OjContestProblemView }) {
  return (
    <div>
      <Typography.Title level={4}>
        {problem.letter}. {problem.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        时间限制 {problem.timeLimitMs} ms · 内存限制 {problem.memoryLimitMb} MB
      </Typography.Text>
      <Markdown text={problem.statement} />
      {problem.inputDesc && (
        <>
          <Typography.Title level={5}>输入格式</Typography.Title>
          <Markdown text={problem.inputDesc} />
        </>
      )}
      {problem.outputDesc && (
        <>
          <Typography.Title level={5}>输出格式</Typography.Title>
          <Markdown text={problem.outputDesc} />
        </>
      )}
      {samplesOf(problem.samples).map((s, i) => (
        <Card key={i} size="small" title={`样例 ${i + 1}`} style={{ marginBottom: 8 }}>
          <Typography.Text strong>输入</Typography.Text>
          <pre style={{ background: '#f6f6f6', padding: 8 }}>{s.input}</pre>
          <Typography.Text strong>输出</Typography.Text>
          <pre style={{ background: '#f6f6f6', padding: 8 }}>{s.output}</pre>
        </Card>
      ))}
      {problem.hint && (
        <>
          <Typography.Title level={5}>提示</Typography.Title>
          <Markdown text={problem.hint} />
        </>
      )}
    </div>
  );
}
