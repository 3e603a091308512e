import { useQuery } from '@tanstack/react-query';
import { campusQueryListByUserId } from '../../api/generated/campus';
import type { Campus } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { sessionStore } from '../../providers/session-store';

/**
 * The campuses the signed-in staff member may see (GET /school/edu/campus/queryListByUserId).
 * Shared by the school header and the data board through the query cache; keyed by token so
 * another sign-in never sees this list.
 */
export function useCampusList() {
  const token = sessionStore.getToken();
  return useQuery<Campus[]>({
    queryKey: ['campus', 'queryListByUserId', token],
    queryFn: async () => (await content(campusQueryListByUserId())) ?? [],
    enabled: !!token,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
