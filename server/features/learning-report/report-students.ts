import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';
import { likePattern } from '../../crud/read-rows';

/**
 * 学习报告设置's own student picker: a staff member who holds only that screen picks whose report
 * to preview and share without holding the student list. Only what a pick needs (name, number,
 * class) of the school's students, at most 20, found by name or number.
 */
export function reportStudents(db: Db, schoolId: number, keyword?: string) {
  const text = keyword?.trim();
  return db
    .select({ id: students.id, realName: students.realName, code: students.code, className: classes.name })
    .from(students)
    .leftJoin(classes, and(eq(classes.id, students.classId), isNull(classes.deletedAt)))
    .where(and(eq(students.schoolId, schoolId), isNull(students.deletedAt), text ? or(ilike(students.realName, likePattern(text)), ilike(students.code, likePattern(text))) : undefined))
    .orderBy(asc(students.realName), asc(students.id))
    .limit(20);
}
