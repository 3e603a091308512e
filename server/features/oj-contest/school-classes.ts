import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';

/**
 * A class counts in the OJ while it is out of the recycle bin: a deleted class is never
 * offered for picking, ranked, accepted by id, or named beside its former students.
 */
export const liveClass = isNull(classes.deletedAt);

/** Join condition naming a student's class only while that class is live. */
export const studentLiveClass = and(eq(classes.id, students.classId), liveClass);

/** The live classes of a school, in creation order. */
export function schoolClasses(db: Db, schoolId: number): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: classes.id, name: classes.name }).from(classes).where(and(eq(classes.schoolId, schoolId), liveClass)).orderBy(asc(classes.id));
}
