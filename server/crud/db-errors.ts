import { ErrorCodes } from '../../shared/error-codes';
import { ApiFailure } from '../lib/api-failure';
import type { EntityRuntime } from './entity-runtime';

/** PostgreSQL's error as node-postgres and PGlite report it, possibly wrapped by drizzle. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; current && i < 3; i += 1) {
    if (typeof current.code === 'string' && /^\d{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Turns constraint violations into envelope failures that name the field; anything else is rethrown. */
export function translateDbError(error: unknown, entity: EntityRuntime): never {
  const pg = pgError(error);
  if (pg?.code === '23505') {
    const unique = entity.meta.uniques.find((u) => u.name === pg.constraint);
    const titles = unique?.fields.map((f) => entity.fields.get(f)?.title ?? f).join('、') ?? '数据';
    throw new ApiFailure(ErrorCodes.InvalidParameter, `${titles}已存在`);
  }
  if (pg?.code === '23503') throw new ApiFailure(ErrorCodes.ActionFailure, `${entity.meta.title}正在被其他数据使用，无法删除`);
  throw error;
}
