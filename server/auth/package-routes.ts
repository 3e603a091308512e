import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { chinaToday } from '../db/china-today';
import { packages } from '../db/schema';

/**
 * SQL: a school's package is in force: on sale (valid, updateValid) and today (a China day)
 * inside the school's package period (eduMeal, edu-meal.yaml; an empty date leaves that side
 * open). A package not in force grants no screens. Read with the staff actor (staff-actor-row.ts).
 */
export function packageInForce(packageId: SQLWrapper, start: SQLWrapper, end: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${packages} p where p.id = ${packageId} and p.valid = 1)
    and (${start} is null or ${start} <= ${chinaToday}) and (${end} is null or ${end} >= ${chinaToday}))`;
}
