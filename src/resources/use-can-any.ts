import { AccessControlContext } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { OperationMeta } from '../../shared/entity-types';

/**
 * Whether the signed-in user may run an operation: asks the app's access-control provider
 * about each of its permission keys (route names) and allows when any is granted. The
 * server checks the same keys again; this only hides what would be refused.
 */
export function useCanRun(op: OperationMeta | undefined): boolean {
  const { can } = useContext(AccessControlContext);
  const keys = op?.permissions ?? [];
  const answer = useQuery({
    queryKey: ['entity-can-run', ...keys],
    enabled: keys.length > 0,
    queryFn: async () => {
      if (!can) return true;
      const results = await Promise.all(keys.map((resource) => can({ resource, action: op!.key })));
      return results.some((r) => r.can);
    },
  });
  return op !== undefined && answer.data === true;
}
