import { Tag } from 'antd';
import dayjs from 'dayjs';

export const ruleLabels: Record<string, string> = { acm: 'ACM', oi: 'OI' };
export const signUpLabels: Record<string, string> = { open: '公开报名', invite: '邀请参赛' };
export const difficultyLabels = ['', '入门', '简单', '中等', '困难', '极难'];
const statusTags: Record<string, { color: string; text: string }> = {
  upcoming: { color: 'blue', text: '未开始' },
  running: { color: 'green', text: '进行中' },
  ended: { color: 'default', text: '已结束' },
};

export function ContestStatusTag({ status }: { status: string }) {
  const tag = statusTags[status] ?? statusTags.ended;
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

export function VerdictTag({ status, verdict }: { status: string; verdict?: string | null }) {
  if (status !== 'finished') return <Tag color="processing">{status === 'queued' ? '排队中' : '评测中'}</Tag>;
  return <Tag color={verdict === 'AC' ? 'success' : verdict === 'CE' ? 'warning' : 'error'}>{verdict ?? '-'}</Tag>;
}

export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-';
}

export const languageOptions = [
  { value: 'cpp', label: 'C++17' },
  { value: 'c', label: 'C' },
  { value: 'python3', label: 'Python 3' },
];
