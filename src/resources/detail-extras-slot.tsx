import type { EntityMeta } from '../../shared/entity-types';
import { useEntityAddon } from './entity-addons';
import { ListStateInUrl } from './list-location';

/** The entity's detail extra, if its feature's add-on has one. */
export function DetailExtras({ entity, record }: { entity: EntityMeta; record: Record<string, unknown> }) {
  const Extra = useEntityAddon(entity).detailExtra;
  // The lists among the extras belong to the record, not to the screen's address.
  return Extra ? (
    <ListStateInUrl.Provider value={false}>
      <Extra record={record} />
    </ListStateInUrl.Provider>
  ) : null;
}
