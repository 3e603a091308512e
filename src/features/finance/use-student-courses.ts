import { useEffect, useState } from 'react';
import type { HourBalance } from '../../api/generated/api.schemas';
import { hourBalanceQueryList } from '../../api/generated/hour-balance';

/** The courses a student has lesson hours in, for the screens that take hours out (refund, transfer). */
export function useStudentCourses(studentId: number | null | undefined): HourBalance[] {
  const [rows, setRows] = useState<HourBalance[]>([]);
  useEffect(() => {
    if (!studentId) return setRows([]);
    let live = true;
    hourBalanceQueryList({ studentId, pageSize: 100 })
      .then((answer) => live && setRows((answer.content?.list ?? []).filter((b) => b.hours > 0)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [studentId]);
  return rows;
}
