import { Tag } from 'antd';
import dayjs from 'dayjs';
import { contestRuleInfo, contestRuleNames } from '../../../shared/contest-rules';

export const ruleLabels: Record<string, string> = Object.fromEntries(contestRuleNames.map((r) => [r, contestRuleInfo[r].label]));
export const signUpLabels: Record<string, string> = { open: '公开报名', invite: '邀请参赛' };
const statusTags: Record<string, { color: string; text: string }> = {
  upcoming: { color: 'blue', text: '未开始' },
  running: { color: 'green', text: '进行中' },
  ended: { color: 'default', text: '已结束' },
};

export function ContestStatusTag({ status }: { status: string }) {
  const tag = statusTags[status] ?? statusTags.ended;
  return <Tag color={tag.color}>{tag.text}</Tag>;
}

export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-';
}
