import { attendanceColors } from '../../app/charts/chart-colors';
import type { StoryEventKind } from '../../api/generated/api.schemas';

/** Attendance states as the sign-in records name them, each with the colour the calendar and tags use. */
export const attendanceStates: Record<number, { label: string; color: string }> = {
  1: { label: '出勤', color: attendanceColors['出勤'] },
  2: { label: '迟到', color: attendanceColors['迟到'] },
  3: { label: '请假', color: attendanceColors['请假'] },
  4: { label: '缺勤', color: attendanceColors['缺勤'] },
  5: { label: '补课', color: attendanceColors['补课'] },
};

/** 出勤, 迟到 and 补课 count as attended, as the attendance report counts them. */
export function attendanceRate(a: { present: number; late: number; leave: number; absent: number; makeUp: number }): { rate: number | null; total: number } {
  const total = a.present + a.late + a.leave + a.absent + a.makeUp;
  return { rate: total ? Math.round(((a.present + a.late + a.makeUp) / total) * 1000) / 10 : null, total };
}

export const hourEntryKinds: Record<number, string> = { 1: '购买', 2: '赠送', 3: '转入', 4: '转出', 5: '退课', 6: '补费', 7: '作废冲回', 8: '课消', 9: '签到更正' };
export const receiptKinds: Record<number, string> = { 1: '收费', 2: '转课', 3: '退费', 4: '补费', 5: '账户充值', 6: '账户退款' };
export const examKinds: Record<string, string> = { exam: '考试', practice: '练习', offline: '线下考试' };
export const starSources: Record<string, string> = { manual: '手动发放', sign: '上课签到', ojProblem: 'OJ题目首次通过', exam: '考试成绩发布', work: '作品评分', lectureWork: '课堂作品奖励', classRoom: '课堂表现', typing: '打字闯关' };

/** The timeline's kinds, in the order the filter offers them, each with its colour. */
export const eventKinds: { kind: StoryEventKind; label: string; color: string }[] = [
  { kind: 'lesson', label: '上课', color: 'green' },
  { kind: 'comment', label: '评语', color: 'gold' },
  { kind: 'hour', label: '课时', color: 'cyan' },
  { kind: 'receipt', label: '收费', color: 'blue' },
  { kind: 'work', label: '作品', color: 'magenta' },
  { kind: 'homework', label: '作业', color: 'purple' },
  { kind: 'exam', label: '考试与练习', color: 'volcano' },
  { kind: 'oj', label: 'OJ', color: 'geekblue' },
  { kind: 'star', label: '星币', color: 'orange' },
];

/** A date-time as the school reads it (China time), to the minute. */
export function chinaTime(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}
export function chinaDay(iso: string): string {
  return new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
}
