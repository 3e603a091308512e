import { ErrorCodes } from '../../shared/error-codes';
import { ApiFailure } from './api-failure';

/**
 * Refuses a period whose end comes before its start (both ISO dates, so they compare as text):
 * such a period would silently cover no day. Either side may be empty (open).
 */
export function requireOrderedDates(start: unknown, end: unknown, message: string): void {
  if (typeof start === 'string' && typeof end === 'string' && start && end && end < start) {
    throw new ApiFailure(ErrorCodes.InvalidParameter, message);
  }
}
