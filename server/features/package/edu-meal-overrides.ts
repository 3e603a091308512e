import { ErrorCodes } from '../../../shared/error-codes';
import type { EntityOverrides } from '../../crud/entity-overrides';
import { ApiFailure } from '../../lib/api-failure';

/** eduMeal edit: a package period that ends before it starts would silently grant nothing. */
export const eduMealOverrides: EntityOverrides = {
  beforeWrite(values) {
    const start = values.packageStartDate as string | null | undefined;
    const end = values.packageEndDate as string | null | undefined;
    if (start && end && end < start) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：套餐截止日期不能早于开始日期');
    return values;
  },
};
