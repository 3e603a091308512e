import type { EntityOverrides } from '../../crud/entity-overrides';
import { requireOrderedDates } from '../../lib/date-order';

/** An offtime record whose end comes before its start closes the school on no day. */
export const schoolOfftimeOverrides: EntityOverrides = {
  beforeWrite(values) {
    requireOrderedDates(values.startDate, values.endDate, '参数错误：结束日期不能早于开始日期');
    return values;
  },
};
