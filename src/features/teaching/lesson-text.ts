import type { PlannedLesson } from '../../api/generated/api.schemas';

const weekdays = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** 11月27日 周五, from a YYYY-MM-DD day (a calendar day: no time zone applies). */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${m}月${d}日 ${weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]}`;
}

/** What a planned lesson is about: its topic, else the course it consumes. */
export const lessonTitle = (lesson: PlannedLesson) => lesson.topic || lesson.courseName || '未填写课题';
