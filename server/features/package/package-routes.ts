import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packageResources, schools } from '../../db/schema';

/**
 * The screens a school's package grants, or null when the school has no package (schools
 * created before packages existed, and test fixtures): those stay bounded by roles alone.
 * Every school the back office creates must name a package (school.yaml requires it).
 */
export async function schoolPackageRoutes(db: Db, schoolId: number): Promise<Set<string> | null> {
  const [school] = await db.select({ packageId: schools.packageId }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school || school.packageId === null) return null;
  const rows = await db.select({ routeName: packageResources.routeName }).from(packageResources).where(eq(packageResources.packageId, school.packageId));
  return new Set(rows.map((r) => r.routeName));
}
