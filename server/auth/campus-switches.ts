import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campuses, students } from '../db/schema';

/** The campus switches of section 6 that decide what a campus's students may do. */
export type StudentCampusSwitch = 'pointsAuth' | 'typingPlanet';

/** Whether the student's campus holds the switch; a student without a campus belongs to none that does. */
export async function studentCampusHolds(db: Db, studentId: number, campusSwitch: StudentCampusSwitch): Promise<boolean> {
  const [row] = await db
    .select({ on: campuses[campusSwitch] })
    .from(students)
    .innerJoin(campuses, eq(campuses.id, students.campusId))
    .where(eq(students.id, studentId))
    .limit(1);
  return row?.on === true;
}
