import { Tag } from 'antd';
import { verdictLabels } from './oj-meta';

/** A verdict as a coloured tag with its Chinese name; queued and judging submissions read 评测中. */
export function VerdictTag({ verdict, status }: { verdict: string | null | undefined; status?: string }) {
  const key = status && status !== 'finished' ? 'pending' : (verdict ?? 'pending');
  const label = verdictLabels[key] ?? { text: key, color: 'default' };
  return (
    <Tag color={label.color} data-verdict={key}>
      {key === 'pending' ? label.text : `${key} ${label.text}`}
    </Tag>
  );
}
