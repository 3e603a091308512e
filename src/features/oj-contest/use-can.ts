import { AccessControlContext } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { sessionStore } from '../../providers/session-store';
import { userKindOf } from '../../providers/session-identity';

/** Whether the user holds a screen (route name); hides links the server would refuse anyway. */
export function useCan(routeName: string): boolean {
  const { can } = useContext(AccessControlContext);
  const answer = useQuery({
    queryKey: ['oj-can', routeName],
    queryFn: async () => (can ? (await can({ resource: routeName, action: 'list' })).can : true),
  });
  return answer.data === true;
}

export function isStudentSession(): boolean {
  return userKindOf(sessionStore.getUserSession()) === 'student';
}
