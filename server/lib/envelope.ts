import { ErrorCodes, type Envelope, type ErrorCode } from '../../shared/error-codes';

export function ok<T>(content: T, message = '操作成功'): Envelope<T> {
  return { success: true, code: ErrorCodes.Success, message, content };
}

export function fail(code: ErrorCode, message: string, content: unknown = null): Envelope<unknown> {
  return { success: false, code, message, content };
}
