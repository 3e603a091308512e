import { Typography } from 'antd';
import type { OjContestProblemView } from '../../api/generated/api.schemas';
import { StatementBody, type StatementText } from '../oj/problem-statement';

/** The contest answer carries samples as the stored JSON text; the statement wants the list. */
function samplesOf(text: string): StatementText['samples'] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as StatementText['samples']) : [];
  } catch {
    return [];
  }
}

/** A contest problem under its letter, with the limits and the same statement body as the problem bank. */
export function ProblemStatement({ problem }: { problem: OjContestProblemView }) {
  return (
    <div>
      <Typography.Title level={4}>
        {problem.letter}. {problem.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        时间限制 {problem.timeLimitMs} ms · 内存限制 {problem.memoryLimitMb} MB
      </Typography.Text>
      <StatementBody problem={{ ...problem, samples: samplesOf(problem.samples) }} />
    </div>
  );
}
