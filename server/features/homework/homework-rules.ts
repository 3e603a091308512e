import { workKindNames } from '../../../shared/work-kind-names';

/** The longest late window a teacher may give: two weeks after the due time. */
export const maxLateDays = 14;

export const homeworkMissing = '作业不存在或不是你班级的作业';
export const dueInPast = '截止时间必须晚于现在';
export const wrongKind = (kind: keyof typeof workKindNames) => `这份作业要交${workKindNames[kind]}作品，请选择一个${workKindNames[kind]}作品`;

/** "3月1日 10:00" in China time (UTC+8, no daylight saving), by hand: the server's ICU data may lack Chinese month names. */
export function chinaDateTime(at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
}

/** Said when the late window has closed: names both times so the student knows what happened. */
export function handInClosed(homework: { title: string; dueAt: Date; lateUntil: Date }): string {
  const late = homework.lateUntil.getTime() > homework.dueAt.getTime() ? `，补交截止 ${chinaDateTime(homework.lateUntil)}` : '，不接受补交';
  return `作业「${homework.title}」已截止（截止 ${chinaDateTime(homework.dueAt)}${late}），不能再提交了`;
}

export type HomeworkState = 'open' | 'handedIn' | 'late' | 'lateOpen' | 'missing';

/**
 * A student's state on a homework at `now`: handed in on time or late; without a hand-in, open
 * before the due time, 可补交 in the late window, and missing once the window has closed.
 */
export function homeworkState(homework: { dueAt: Date; lateUntil: Date }, submittedAt: Date | null, now: Date): HomeworkState {
  if (submittedAt) return submittedAt.getTime() > homework.dueAt.getTime() ? 'late' : 'handedIn';
  if (now.getTime() <= homework.dueAt.getTime()) return 'open';
  if (now.getTime() <= homework.lateUntil.getTime()) return 'lateOpen';
  return 'missing';
}
