import { lazy, Suspense } from 'react';
import type { EntityMeta } from './entity-types';
import { ListStateInUrl } from './list-location';

// Loaded lazily: the extras render the list screen, which itself renders this slot.
const Extras = lazy(() => import('./detail-extras').then((m) => ({ default: ({ entity, record }: { entity: EntityMeta; record: Record<string, unknown> }) => {
  const Extra = m.detailExtras[entity.name];
  return Extra ? <Extra record={record} /> : null;
} })));

/** The entity's detail extras, if it registered any (detail-extras.tsx). */
export function DetailExtras(props: { entity: EntityMeta; record: Record<string, unknown> }) {
  // The lists among the extras belong to the record, not to the screen's address.
  return (
    <ListStateInUrl.Provider value={false}>
      <Suspense fallback={null}>
        <Extras {...props} />
      </Suspense>
    </ListStateInUrl.Provider>
  );
}
