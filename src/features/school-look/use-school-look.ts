import { useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolLook } from '../../api/generated/school-look';
import type { SchoolLook } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';

const key = ['school-look'] as const;

/** The signed-in school's own look (个性化设置), or undefined for the back office and before it loads. */
export function useSchoolLook(enabled: boolean): SchoolLook | undefined {
  return useQuery({ queryKey: key, enabled, staleTime: 5 * 60_000, queryFn: () => content(schoolLook({}, withFlags({ silent: true }))) }).data;
}

/** After a save, every page of the school wears the new look at once. */
export function useRefreshSchoolLook(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: key });
}
