import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { schoolAuthorizations, type SchoolAuthorization } from '../../auth/school-authorizations';

/** One of a school's authorization switches (false for no school, e.g. platform submissions). */
export async function schoolSwitch(db: Db, schoolId: number | null, key: SchoolAuthorization): Promise<boolean> {
  if (schoolId === null) return false;
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return school ? schoolAuthorizations(school)[key] : false;
}
