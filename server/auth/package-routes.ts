import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chinaToday } from '../db/china-today';
import { packageResources, packages, schools } from '../db/schema';

/**
 * SQL: a school's package is in force: on sale (valid, updateValid) and today (a China day)
 * inside the school's package period (eduMeal, edu-meal.yaml; an empty date leaves that side
 * open). A package not in force grants no screens. The one definition for both readers: this
 * file and the staff actor's single query (staff-actor-row.ts).
 */
export function packageInForce(packageId: SQLWrapper, start: SQLWrapper, end: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${packages} p where p.id = ${packageId} and p.valid = 1)
    and (${start} is null or ${start} <= ${chinaToday}) and (${end} is null or ${end} >= ${chinaToday}))`;
}

/**
 * The screens a school's package grants, or null when the school has no package (schools
 * created before packages existed, and test fixtures): those stay bounded by roles alone.
 * Every school the back office creates must name a package (school.yaml requires it).
 */
export async function schoolPackageRoutes(db: Db, schoolId: number): Promise<Set<string> | null> {
  const [school] = await db
    .select({ packageId: schools.packageId, inForce: packageInForce(schools.packageId, schools.packageStartDate, schools.packageEndDate) })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!school || school.packageId === null) return null;
  if (!school.inForce) return new Set();
  const rows = await db.select({ routeName: packageResources.routeName }).from(packageResources).where(eq(packageResources.packageId, school.packageId));
  return new Set(rows.map((r) => r.routeName));
}
