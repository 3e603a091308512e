import type { EntityMeta } from '../../shared/entity-types';
import { useEntityAddon } from './entity-addons';

/** The entity's detail extra, if its feature's add-on has one. */
export function DetailExtras({ entity, record }: { entity: EntityMeta; record: Record<string, unknown> }) {
  const Extra = useEntityAddon(entity).detailExtra;
  return Extra ? <Extra record={record} /> : null;
}
