import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { schoolCalendarDayQueryList } from '../../api/generated/school-calendar-day';
import type { SchoolCalendarDay } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';

export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The school calendar's closing and class days between two dates, by day (YYYY-MM-DD). */
export function useCalendarDays(from: Dayjs, to: Dayjs): Map<string, SchoolCalendarDay> {
  const [days, setDays] = useState(new Map<string, SchoolCalendarDay>());
  const dayFrom = dayKey(from);
  const dayTo = dayKey(to);
  useEffect(() => {
    let live = true;
    void content(schoolCalendarDayQueryList({ dayFrom, dayTo, pageSize: 1000, orderBy: 'day', order: 'asc' }, withFlags({ silent: true }))).then((page) => {
      if (live) setDays(new Map(page.list.map((d) => [d.day, d])));
    });
    return () => {
      live = false;
    };
  }, [dayFrom, dayTo]);
  return days;
}
