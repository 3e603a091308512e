import { HttpResponse } from 'msw';
import { ErrorCodes, type ErrorCode } from '../../shared/error-codes';

/** Realistic answers for MSW handlers: every call answers with the section-7 envelope. */
export function ok<T>(content: T) {
  return HttpResponse.json({ success: true, code: ErrorCodes.Success, message: 'ok', content });
}

export function fail(code: ErrorCode, message: string, content: unknown = null) {
  return HttpResponse.json({ success: false, code, message, content });
}
