import { eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { packages, schools } from '../../db/schema';
import { schoolAuthorizationColumns, schoolAuthorizations } from '../../auth/school-authorizations';
import { ApiFailure } from '../../lib/api-failure';

/** 平台设置: what the platform granted the school (package, period, trial, section-6 switches), read only. */
export async function readSchoolPlatform(db: Db, schoolId: number) {
  const [row] = await db
    .select({
      packageName: packages.name,
      packageStartDate: schools.packageStartDate,
      packageEndDate: schools.packageEndDate,
      trial: schools.trial,
      trialEndDate: schools.trialEndDate,
      ...schoolAuthorizationColumns,
    })
    .from(schools)
    .leftJoin(packages, eq(packages.id, schools.packageId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '学校不存在');
  const { packageName, packageStartDate, packageEndDate, trial, trialEndDate } = row;
  return { packageName, packageStartDate, packageEndDate, trial, trialEndDate, switches: schoolAuthorizations(row) };
}
