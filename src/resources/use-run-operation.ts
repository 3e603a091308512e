import { useCustomMutation, useInvalidate } from '@refinedev/core';
import type { EntityMeta, OperationMeta } from '../../shared/entity-types';
import { adminFlag, resourceOf } from './entity-resource';

/** Runs any operation of an entity by its path (through the app's request layer) and refreshes its lists. */
export function useRunOperation(entity: EntityMeta) {
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  return async (op: OperationMeta, body: Record<string, unknown>) => {
    const answer = await mutateAsync({ url: op.path, method: 'post', values: body, meta: adminFlag(entity), successNotification: { type: 'success', message: `${op.title}成功` } });
    await invalidate({ resource: resourceOf(entity), invalidates: ['list', 'many', 'detail'] });
    return answer.data;
  };
}
