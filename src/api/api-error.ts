import type { ErrorCode } from '../../shared/error-codes';

/** A failed call: a server answer with success=false, or an HTTP/network failure (code 'Http'/'Network'/'Timeout'/'Canceled'). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'Http' | 'Network' | 'Timeout' | 'Canceled',
    message: string,
    readonly content?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
