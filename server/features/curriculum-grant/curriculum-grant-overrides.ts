import { inArray, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { curricula, curriculumGrants, schools } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** Every id must name an existing row: a typo must not silently grant less than asked. */
async function requireAll(context: CustomContext, table: typeof schools | typeof curricula, ids: number[], label: string) {
  const found = await context.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${label}不存在（编号 ${missing.join('、')}）`);
}

/**
 * eduCurrPer saveBatch: every chosen curriculum to every chosen school in one transaction.
 * Pairs already granted stay (their deadline moves when one is given); answers the pairs saved.
 */
async function saveBatch(context: CustomContext) {
  const schoolIds = context.body.schoolIds as number[];
  const curriculumIds = context.body.curriculumIds as number[];
  const expireDate = (context.body.expireDate as string | null | undefined) ?? null;
  await requireAll(context, schools, schoolIds, '学校（schoolIds）');
  await requireAll(context, curricula, curriculumIds, '课程体系（curriculumIds）');
  const rows = schoolIds.flatMap((schoolId) => curriculumIds.map((curriculumId) => ({ schoolId, curriculumId, expireDate })));
  const target = [curriculumGrants.schoolId, curriculumGrants.curriculumId];
  const saved = await context.db.transaction((tx) => {
    const insert = tx.insert(curriculumGrants).values(rows);
    const upsert = expireDate ? insert.onConflictDoUpdate({ target, set: { expireDate: sql`excluded.expire_date` } }) : insert.onConflictDoNothing({ target });
    return upsert.returning({ id: curriculumGrants.id });
  });
  return { count: saved.length };
}

export const curriculumGrantOverrides: EntityOverrides<'CurriculumGrant'> = { custom: { saveBatch } };
