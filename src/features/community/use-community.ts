import { useQuery } from '@tanstack/react-query';
import { communityAccess } from '../../api/generated/community';
import { content } from '../../api/request';

/** Who is in the community and what they may do; every community page reads it once (cached). */
export function useCommunityAccess() {
  return useQuery({ queryKey: ['community', 'access'], queryFn: () => content(communityAccess({})), retry: false, staleTime: 30_000 });
}

export const projectPath = (id: number) => `/community/project?id=${id}`;
