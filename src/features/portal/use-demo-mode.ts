import { useQuery } from '@tanstack/react-query';
import { demoModePublic } from '../../api/generated/demo-mode';
import { content, withFlags } from '../../api/request';

/** Whether the home page offers the demo sign-ins, and their accounts (none unless demo mode is on). */
export const useDemoMode = () =>
  useQuery({
    queryKey: ['demo-mode'],
    // A home page without the demo card is still a home page: no warning when the call fails.
    queryFn: () => content(demoModePublic(withFlags({ silent: true }))),
    staleTime: 60_000,
  });
