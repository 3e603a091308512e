import type { EntityOverrides } from '../../crud/entity-overrides';
import { requireOrderedDates } from '../../lib/date-order';

/** eduMeal edit: a package period that ends before it starts would silently grant nothing. */
export const eduMealOverrides: EntityOverrides<'EduMeal'> = {
  beforeWrite(values) {
    requireOrderedDates(values.packageStartDate, values.packageEndDate, '参数错误：套餐截止日期不能早于开始日期');
    return values;
  },
};
