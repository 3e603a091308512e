import type { ErrorCode } from '../../shared/error-codes';

/** Thrown by handlers for an expected failure; the error handler turns it into an envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly content: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
