import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides, WriteContext } from '../../crud/entity-overrides';
import { translateDbError } from '../../crud/db-errors';
import { entityRuntimes } from '../../crud/entity-runtime';
import { createRow } from '../../crud/write-rows';
import { packages, schools, staff } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { hashPassword } from '../../lib/password-hash';

/**
 * A new school is given a package on sale: a withdrawn one (停售) grants nothing, so the school
 * would open empty. Edits are not checked: a school keeps the package it holds while its other
 * fields change (the withdrawn package still grants nothing until it is back on sale).
 */
async function beforeWrite(values: Record<string, unknown>, { db, mode }: WriteContext) {
  if (mode !== 'create' || typeof values.packageId !== 'number') return values;
  const [pkg] = await db.select({ valid: packages.valid }).from(packages).where(eq(packages.id, values.packageId));
  if (pkg && pkg.valid !== 1) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：套餐已停售');
  return values;
}

/** createTry: a school on trial; the generic create with the trial flag forced on. */
async function createTry({ db, actor, entity, body }: CustomContext) {
  return createRow(db, entity, actor, { beforeWrite }, { ...body, trial: true });
}

/**
 * createPrincipal: the first staff account of a school, a principal (every screen its package
 * grants). Written here, not through the Staff entity: the staff API never sets isPrincipal.
 */
async function createPrincipal({ db, body }: CustomContext) {
  const schoolId = body.schoolId as number;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：学校（schoolId）不存在');
  const values = {
    schoolId,
    realName: String(body.realName),
    userName: String(body.userName),
    code: String(body.userName),
    phone: (body.phone as string | null | undefined) ?? null,
    isPrincipal: true,
    passwordHash: await hashPassword(String(body.password)),
  };
  try {
    await db.insert(staff).values(values);
  } catch (error) {
    // The Staff entity names its unique user-name index, so a taken name reads 用户名已存在.
    return translateDbError(error, entityRuntimes().get('Staff')!);
  }
  return null;
}

export const schoolOverrides: EntityOverrides<'School'> = {
  beforeWrite,
  custom: { createTry, createPrincipal },
};
