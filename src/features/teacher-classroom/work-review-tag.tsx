import { Tag } from 'antd';

/** A work's review state in a list: its score once reviewed, else waiting. */
export function ReviewTag({ score }: { score: number | null }) {
  if (score === null) return <Tag color="orange">待点评</Tag>;
  return <Tag color={score >= 85 ? 'green' : score >= 60 ? 'blue' : 'red'}>{score} 分</Tag>;
}
