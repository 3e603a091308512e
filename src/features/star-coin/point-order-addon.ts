import type { EntityWebAddon } from '../../resources/entity-addons';

const pending = (record: Record<string, unknown>) => record.state === 0;

/** An order is approved or rejected once, while it is pending: the server refuses it afterwards. */
export const pointOrderAddon: EntityWebAddon<'PointOrder'> = {
  rowFilters: { approve: pending, reject: pending },
};
