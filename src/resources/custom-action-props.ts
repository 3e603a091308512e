import type { EntityMeta, OperationMeta } from '../../shared/entity-types';

/** What a custom operation's button receives from the generic list and detail screens. */
export interface CustomActionProps {
  entity: EntityMeta;
  op: OperationMeta;
  ids: number[];
  record?: Record<string, unknown>;
  run: (op: OperationMeta, body: Record<string, unknown>) => Promise<unknown>;
}
