import type { HomeworkState } from '../../api/generated/api.schemas';

export const stateNames: Record<HomeworkState, string> = { open: '未提交', handedIn: '已提交', late: '迟交', lateOpen: '可补交', missing: '未交' };
export const stateColors: Record<HomeworkState, string> = { open: 'blue', handedIn: 'green', late: 'orange', lateOpen: 'gold', missing: 'red' };

/** "11月30日 18:00": due times as the classroom shows them, in the browser's time. */
export function dueText(at: string): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The due time with its late window, e.g. "11月30日 18:00 截止，可补交至 12月1日 18:00". */
export function deadlineText(h: { dueAt: string; lateUntil: string }): string {
  const late = new Date(h.lateUntil).getTime() > new Date(h.dueAt).getTime() ? `，可补交至 ${dueText(h.lateUntil)}` : '';
  return `${dueText(h.dueAt)} 截止${late}`;
}
