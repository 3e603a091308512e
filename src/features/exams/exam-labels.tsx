import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ExamSummaryStatus } from '../../api/generated/api.schemas';

const statusTags: Record<ExamSummaryStatus, { text: string; color: string }> = {
  draft: { text: '未发布', color: 'default' },
  upcoming: { text: '未开始', color: 'blue' },
  running: { text: '进行中', color: 'green' },
  ended: { text: '已结束', color: 'orange' },
  closed: { text: '已关闭', color: 'default' },
};

export function ExamStatusTag({ status }: { status: ExamSummaryStatus }) {
  const tag = statusTags[status];
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

export const formatTime = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

export const questionTypeLabels: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '判断题', 4: '填空题', 5: '编程题', 6: '简答题' };

export const sheetStateLabels: Record<string, { text: string; color: string }> = {
  absent: { text: '未参加', color: 'default' },
  answering: { text: '作答中', color: 'blue' },
  submitted: { text: '待批改', color: 'orange' },
  marked: { text: '已批改', color: 'green' },
};

export function SheetStateTag({ state }: { state: string }) {
  const tag = sheetStateLabels[state] ?? sheetStateLabels.absent;
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

/** Scores print without trailing zeros: 9.5, 10. */
export const scoreText = (n: number) => String(Math.round(n * 100) / 100);
