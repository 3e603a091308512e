import { randomInt } from 'node:crypto';
import { ErrorCodes } from '../../../shared/error-codes';
import type { EntityOverrides } from '../../crud/entity-overrides';
import { ApiFailure } from '../../lib/api-failure';

/** SO + date + 6 random digits: readable on the phone with a school, unique by the index. */
export function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `SO${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** School orders: the server issues the order number and the service period must not run backwards. */
export const schoolOrderOverrides: EntityOverrides<'SchoolOrder'> = {
  beforeWrite(values, { mode }) {
    const { startDate, endDate } = values as { startDate?: string; endDate?: string };
    if (startDate && endDate && endDate < startDate) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：服务结束（endDate）不能早于服务开始（startDate）');
    return mode === 'create' ? { ...values, orderNo: newOrderNo() } : values;
  },
};
