import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { TeachPlan } from '../../api/generated/api.schemas';
import { teachPlanQueryList } from '../../api/generated/teach-plan';
import { content } from '../../api/request';
import { dayKey } from '../teaching-calendar/calendar-days';

export interface WeekQuery {
  campusId: number | null;
  classId: number | null;
  teacherId: number | null;
}

/**
 * The lessons of one week (Monday to Sunday) on the campus, narrowed by class and teacher on the
 * server. `version` reads them again after a lesson is added.
 */
export function useWeekPlans(monday: Dayjs, query: WeekQuery, version: number) {
  const [plans, setPlans] = useState<TeachPlan[]>([]);
  const [loading, setLoading] = useState(false);
  const from = dayKey(monday);
  const to = dayKey(monday.add(6, 'day'));
  const { campusId, classId, teacherId } = query;
  useEffect(() => {
    let live = true;
    setLoading(true);
    void content(
      teachPlanQueryList({
        lessonDateFrom: from,
        lessonDateTo: to,
        campusId: campusId ?? undefined,
        classId: classId ?? undefined,
        teacherId: teacherId ?? undefined,
        pageSize: 1000,
        orderBy: 'lessonDate',
        order: 'asc',
      }),
    )
      .then((page) => live && setPlans(page.list))
      .catch(() => live && setPlans([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [from, to, campusId, classId, teacherId, version]);
  return { plans, loading };
}
