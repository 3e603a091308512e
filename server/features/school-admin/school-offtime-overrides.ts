import type { EntityOverrides } from '../../crud/entity-overrides';
import { requireOrderedDates } from '../../lib/date-order';

const endBeforeStart = '参数错误：结束日期不能早于开始日期';

/**
 * An offtime record whose end comes before its start closes the school on no day. A create names
 * both dates; an edit may send one, so it is checked against the stored other one, after the
 * write and in its transaction (the refusal undoes it).
 */
export const schoolOfftimeOverrides: EntityOverrides<'SchoolOfftime'> = {
  beforeWrite(values) {
    requireOrderedDates(values.startDate, values.endDate, endBeforeStart);
    return values;
  },
  async afterWrite({ mode, ids, values, before }) {
    if (mode !== 'update') return;
    for (const id of ids) {
      const row = { ...before.get(id), ...values };
      requireOrderedDates(row.startDate, row.endDate, endBeforeStart);
    }
  },
};
