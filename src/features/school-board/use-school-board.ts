import { useQuery } from '@tanstack/react-query';
import { intendBoardSoa, studentBoardRecSoa } from '../../api/generated/school-board';
import type { IntendBoard, StudentBoard } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { sessionStore } from '../../providers/session-store';

/**
 * The school overview's figures for one campus or all (null): clues and auditions
 * (intend/board/soa), students, classes and staff (stu/board/recSoa). Keyed by token so
 * another sign-in never sees these figures.
 */
export function useSchoolBoard(campusId: number | null) {
  const token = sessionStore.getToken();
  const body = { campusId };
  const intend = useQuery<IntendBoard>({
    queryKey: ['school-board', 'intend', token, campusId],
    queryFn: () => content(intendBoardSoa(body, withFlags({ silent: true }))),
    enabled: !!token,
  });
  const students = useQuery<StudentBoard>({
    queryKey: ['school-board', 'students', token, campusId],
    queryFn: () => content(studentBoardRecSoa(body, withFlags({ silent: true }))),
    enabled: !!token,
  });
  return { intend, students };
}
