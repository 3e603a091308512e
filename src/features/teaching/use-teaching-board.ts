import { useQuery } from '@tanstack/react-query';
import type { TeachingBoard } from '../../api/generated/api.schemas';
import { teachingBoardSoa } from '../../api/generated/teaching-board';
import { content, withFlags } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import type { DateRange } from '../school-board/date-range-filter';

/**
 * The teaching figures of a period (tch/board/teachingSoa) for one campus or all (null), and
 * optionally one teacher or class. Keyed by token so another sign-in never sees them.
 */
export function useTeachingBoard(campusId: number | null, range: DateRange, narrow: { teacherId?: number; classId?: number } = {}) {
  const token = sessionStore.getToken();
  const body = { campusId, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), ...narrow };
  return useQuery<TeachingBoard>({
    queryKey: ['teaching-board', token, body],
    queryFn: () => content(teachingBoardSoa(body, withFlags({ silent: true }))),
    enabled: !!token,
  });
}
